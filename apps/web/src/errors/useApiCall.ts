'use client';

import { useCallback, useState } from 'react';
import { idleCall, runApiCall, type AfterCall, type ApiCallState } from './api-call';

export interface ApiCall<K> extends ApiCallState<K> {
  /** Starts `call` for the button `key`; a failure is kept in `error`, never thrown. */
  readonly run: (key: K, call: () => Promise<unknown>) => Promise<void>;
  /** Forgets the last failure (a new attempt that fails before calling the API). */
  readonly clear: () => void;
}

/**
 * The pending state and failure of a control that calls the API on a click (take a seat, create a game, make an
 * invite…), in one place so that every such control disables its buttons and keeps its failure the same way; the
 * control tells the failure in the reader's language (useApiErrorText, ApiErrorNotice).
 */
export function useApiCall<K = true>(after: AfterCall): ApiCall<K> {
  const [state, setState] = useState<ApiCallState<K>>(idleCall);
  const run = useCallback((key: K, call: () => Promise<unknown>) => runApiCall(key, call, after, setState), [after]);
  const clear = useCallback(() => setState(idleCall), []);
  return { ...state, run, clear };
}
