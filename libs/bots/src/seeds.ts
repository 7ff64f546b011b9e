import { seededDice, type DiceSource } from '@wargames/engine';

/** FNV-1a over a string: a stable 32-bit seed from names such as a game id, a role and a version. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Reproducible randomness for one decision, from the names that identify it. */
export const rngFor = (...parts: readonly (string | number)[]): DiceSource => seededDice(seedOf(parts.join('\u0000')));
