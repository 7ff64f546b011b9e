/**
 * A localStorage value read with `useSyncExternalStore` across tabs: another tab's change arrives as a `storage` event,
 * this tab's own is announced with `event` (a tab gets no `storage` event for its own writes).
 */
export function storageChanges(event: string): (changed: () => void) => () => void {
  return (changed) => {
    window.addEventListener('storage', changed);
    window.addEventListener(event, changed);
    return () => {
      window.removeEventListener('storage', changed);
      window.removeEventListener(event, changed);
    };
  };
}

/** Tells this tab's subscribers (`storageChanges(event)`) that it wrote the value. */
export function announceStorageChange(event: string): void {
  window.dispatchEvent(new Event(event));
}
