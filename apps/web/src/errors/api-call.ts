/**
 * What a control does once its API call has succeeded: it `leaves` the page (the router moves on, so its buttons stay
 * disabled until then and cannot send twice) or `stays` (its buttons come back).
 */
export type AfterCall = 'leaves' | 'stays';

/** A control's API call: which of its buttons started the one under way (or null), and the last failure. */
export interface ApiCallState<K> {
  readonly pending: K | null;
  readonly error: unknown;
}

export const idleCall: ApiCallState<never> = { pending: null, error: null };

/**
 * Runs one call and tells `set` each state in turn: under way (the last failure cleared), then failed (the buttons
 * back, the failure kept to be told) or done.
 */
export async function runApiCall<K>(key: K, call: () => Promise<unknown>, after: AfterCall, set: (state: ApiCallState<K>) => void): Promise<void> {
  set({ pending: key, error: null });
  try {
    await call();
  } catch (failure) {
    set({ pending: null, error: failure });
    return;
  }
  if (after === 'stays') set(idleCall);
}
