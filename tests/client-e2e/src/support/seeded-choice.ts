import { seededDice } from '@wargames/engine';

/** Reproducible choices for a test client (which seat moves, which legal command it sends). */
export function seededChoice(seed: number): <T>(items: readonly T[]) => T {
  const dice = seededDice(seed);
  return <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('nothing to choose from');
    return items[dice.int(items.length)] as T;
  };
}
