'use client';

import { useState } from 'react';

/**
 * The value of an earlier render while `same` says the new one is equal to it, so that what is memoized on it (the
 * board's geometry, its printed map) survives a new object with the same content. A different value replaces it.
 */
export function useKept<T>(value: T, same: (kept: T, next: T) => boolean): T {
  const [kept, setKept] = useState(value);
  if (kept === value) return kept;
  if (same(kept, value)) return kept;
  // Storing a value from this render (react.dev: "storing information from previous renders").
  setKept(value);
  return value;
}
