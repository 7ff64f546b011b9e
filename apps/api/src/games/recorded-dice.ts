import type { DiceSource } from '@wargames/engine';

/** One draw from a DiceSource: the bound asked for and the value given. */
export type DiceDraw = readonly [bound: number, value: number];

/** Wraps a source and keeps every draw, so that a command can be decided again exactly (game records). */
export function recordingDice(source: DiceSource): DiceSource & { readonly draws: DiceDraw[] } {
  const draws: DiceDraw[] = [];
  return {
    draws,
    int(bound) {
      const value = source.int(bound);
      draws.push([bound, value]);
      return value;
    },
  };
}

export class DiceReplayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiceReplayError';
  }
}

/** Gives back recorded draws in order; asking for more, or with another bound, means the record does not fit. */
export function replayingDice(draws: readonly DiceDraw[]): DiceSource & { remaining(): number } {
  let next = 0;
  return {
    int(bound) {
      const draw = draws[next];
      if (!draw) throw new DiceReplayError(`the rules asked for dice draw ${next + 1} but the record has ${draws.length}`);
      if (draw[0] !== bound) {
        throw new DiceReplayError(`dice draw ${next + 1} was recorded for 0..${draw[0] - 1} but the rules ask for 0..${bound - 1}`);
      }
      next++;
      return draw[1];
    },
    remaining: () => draws.length - next,
  };
}
