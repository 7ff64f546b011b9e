/**
 * Where randomness comes from. Rules never call Math.random: a decider draws from the injected source and writes
 * every result into the events, so that replay never rolls again.
 */
export interface DiceSource {
  /** A whole number from 0 to `bound - 1`, uniformly. */
  int(bound: number): number;
}

/** One six-sided die. */
export const rollD6 = (dice: DiceSource): number => dice.int(6) + 1;

/** The faces of a six-sided die, for a preview that lists what each would do. */
export const D6_FACES = [1, 2, 3, 4, 5, 6] as const;

/**
 * Dice for running `decide` where no roll counts (a preview's check that a command is legal, its events dropped, or a
 * decision known to roll nothing): every die reads 1.
 */
export const PROBE_DICE: DiceSource = { int: () => 0 };

/** Several six-sided dice. */
export const rollD6s = (dice: DiceSource, count: number): number[] => Array.from({ length: count }, () => rollD6(dice));

/** A uniformly random element of a non-empty list. */
export function drawOne<T>(dice: DiceSource, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('drawOne needs at least one item');
  return items[dice.int(items.length)] as T;
}

/** A uniformly random permutation (Fisher–Yates). */
export function shuffled<T>(dice: DiceSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function checkBound(bound: number): void {
  if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bad dice bound ${bound}`);
}

/** Words drawn from the platform's generator at a time: one call per die cost ≈ 3 µs (WebCrypto's checks), one per
 * 256 dice ≈ 40 ns a die. */
const CRYPTO_WORDS_PER_DRAW = 256;
const cryptoWords = new Uint32Array(CRYPTO_WORDS_PER_DRAW);
let nextCryptoWord = CRYPTO_WORDS_PER_DRAW;

function cryptoWord(): number {
  if (nextCryptoWord === CRYPTO_WORDS_PER_DRAW) {
    globalThis.crypto.getRandomValues(cryptoWords);
    nextCryptoWord = 0;
  }
  const word = cryptoWords[nextCryptoWord] as number;
  nextCryptoWord += 1;
  return word;
}

/** Production dice: the platform's cryptographic generator, without modulo bias. */
export const cryptoDice: DiceSource = {
  int(bound) {
    checkBound(bound);
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = cryptoWord();
      if (value < limit) return value % bound;
    }
  },
};

/** Reproducible dice for tests, benchmarks and simulations (sfc32 seeded from one number). */
export function seededDice(seed: number): DiceSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return r >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    int(bound) {
      checkBound(bound);
      return Math.floor((next() / 2 ** 32) * bound);
    },
  };
}

/**
 * Dice that give exactly the listed values, for scripted tests. Each value is the wanted `int` result plus one
 * for a d6 roll, i.e. write die faces 1–6 for `rollD6`, and for a draw over n items write the 1-based position.
 */
export function scriptedDice(values: readonly number[]): DiceSource & { remaining(): number } {
  const queue = [...values];
  return {
    int(bound) {
      checkBound(bound);
      const value = queue.shift();
      if (value === undefined) throw new RangeError('scripted dice ran out');
      if (!Number.isInteger(value) || value < 1 || value > bound) {
        throw new RangeError(`scripted value ${value} is outside 1..${bound}`);
      }
      return value - 1;
    },
    remaining: () => queue.length,
  };
}
