import { given } from '@wargames/engine/testing';
import type { HexId } from './board';
import type { BoxId, BritishKind } from './data/board-data';
import type { GrafSpeeEvent, KindCounts } from './events';
import { grafSpee } from './game';
import { DEFAULT_OPTIONS, type GrafSpeeOptions } from './options';

/** Test support: event scripts that bring a game to the situation a rule test needs (folded by `given`). */

export const counts = (partial: Partial<KindCounts> = {}): KindCounts => ({ BB: 0, CV: 0, CA: 0, dummy: 0, ...partial });

export interface SetupScript {
  readonly speeHex?: HexId;
  readonly supplyShips?: readonly HexId[];
  readonly atlantic?: Partial<KindCounts>;
  readonly indian?: Partial<KindCounts>;
}

/** Both sides set up; turn 1 starts. Default: Spee B3, supply ships C4 D2 E5, BB CV CA CA dummy in the Atlantic. */
export function setUp(script: SetupScript = {}): GrafSpeeEvent[] {
  const atlantic = counts(script.atlantic ?? { BB: 1, CV: 1, CA: 2, dummy: 1 });
  const indian = counts(script.indian ?? { CV: 1, CA: 2, dummy: 1 });
  const total = (c: KindCounts) => c.BB + c.CV + c.CA + c.dummy;
  return [
    { type: 'spee-placed', speeHex: script.speeHex ?? 'B3' },
    ...(script.supplyShips ?? ['C4', 'D2', 'E5']).map((supplyHex): GrafSpeeEvent => ({ type: 'supply-ship-placed', supplyHex })),
    { type: 'british-deployed', atlantic: total(atlantic), indian: total(indian), assignment: { atlantic, indian } },
    { type: 'turn-started', turn: 1, shadowed: false },
  ];
}

/** The secret Spee move of a turn. */
export const speeMoved = (turn: number, speeFrom: HexId, path: readonly string[], refuelledAt: HexId | null = null): GrafSpeeEvent => ({
  type: 'spee-moved',
  turn,
  speeFrom,
  path: [...path],
  refuelledAt,
});

/** A piece drawn from a box and entered at `at` (tokens t1, t2, … in order of drawing). */
export const pieceEntered = (token: string, kind: BritishKind, at: HexId, box: BoxId = 'atlantic'): GrafSpeeEvent[] => [
  { type: 'piece-drawn', box, token, kind },
  { type: 'piece-entered', token, box, to: at, kind },
];

/** The end of `turn` and the start of the next. */
export const nextTurn = (turn: number, shadowed = false): GrafSpeeEvent[] => [
  { type: 'turn-ended', turn },
  { type: 'turn-started', turn: turn + 1, shadowed },
];

/** Turn 2 with the given pieces on the map (entered on turn 1) and the Spee moved to `speeAt` by `path`. */
export function turnTwoWith(pieces: readonly [string, BritishKind, HexId][], speeFrom: HexId, path: readonly string[], setup: SetupScript = {}): GrafSpeeEvent[] {
  return [
    ...setUp({ ...setup, speeHex: speeFrom }),
    speeMoved(1, speeFrom, []),
    ...pieces.flatMap(([token, kind, at]) => pieceEntered(token, kind, at)),
    ...nextTurn(1),
    speeMoved(2, speeFrom, path),
  ];
}

export const givenEvents = (events: readonly GrafSpeeEvent[], options: GrafSpeeOptions = DEFAULT_OPTIONS) => given(grafSpee, options, events);

/** The state after the events. */
export const stateAfter = (events: readonly GrafSpeeEvent[], options: GrafSpeeOptions = DEFAULT_OPTIONS) => givenEvents(events, options).state;

/** The refusal of a command, for `expect(...).toMatchObject({ code, rule })`. */
export function refusal(events: readonly GrafSpeeEvent[], actor: string, command: unknown, dice: readonly number[] = []) {
  const result = givenEvents(events).when(actor, command, dice);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The events of an accepted command. */
export function accepted(
  events: readonly GrafSpeeEvent[],
  actor: string,
  command: unknown,
  dice: readonly number[] = [],
  options: GrafSpeeOptions = DEFAULT_OPTIONS,
): GrafSpeeEvent[] {
  const result = givenEvents(events, options).when(actor, command, dice);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The raid step of turn 1 with the Spee on `hex` (moved there from `from`), not found. */
export function raidStep(from: string, path: string[], extra: GrafSpeeEvent[] = []): GrafSpeeEvent[] {
  return [
    ...setUp({ speeHex: from }),
    ...extra,
    speeMoved(extra.length > 0 ? 2 : 1, from, path),
    { type: 'movement-ended', turn: 1 },
    { type: 'spee-not-found', by: 'surface' },
    { type: 'air-search-ended', turn: 1 },
  ];
}
