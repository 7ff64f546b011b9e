import type { DiceSource } from '@wargames/engine';
import { board } from './board';
import type { BritishKind } from './data/board-data';
import type { KindCounts } from './events';
import type { GrafSpeeGame } from './game';
import type { PlayedStep } from './spec-hunting-play';
import { probes } from './spec-leak-audit';
import type { BoxContents, GrafSpeeState } from './state';

/**
 * Test support for non-interference (GS-9): a twin is the same game with one side's secrets changed. What the other
 * side (and a spectator) is shown — view, legal hints, refusals — must be the same for both, or it depends on them.
 * This catches what a field-by-field leak check cannot: a hint list or an error that differs without naming anything.
 */

/** The Spee's hex is secret between her move and the next reveal (found, raid, shadow) of the same turn. */
const speeHexSecret = (state: GrafSpeeState): boolean =>
  (state.phase === 'british-move' || state.phase === 'air-search' || state.phase === 'raid') && state.lastKnown?.turn !== state.turn;

/** The German's secrets changed: other supply ships, none used, no path; another Spee hex when hers is secret now. */
export function speeTwin(state: GrafSpeeState): GrafSpeeState | null {
  if (state.phase === 'setup' || state.phase === 'ended' || state.speeHex === null) return null;
  const others = board.seaHexes.filter((hex) => !state.supplyShips.includes(hex));
  const speeHex = speeHexSecret(state) ? (board.seaHexes.find((hex) => hex !== state.speeHex && !state.pieces.some((p) => p.at === hex)) ?? state.speeHex) : state.speeHex;
  return {
    ...state,
    speeHex,
    speePath: [],
    refuelledAt: null,
    supplyShips: others.slice(0, state.supplyShips.length),
    usedSupplyShips: [],
  };
}

const ROTATE: Record<BritishKind, BritishKind> = { BB: 'CV', CV: 'CA', CA: 'dummy', dummy: 'BB' };
const rotateCounts = (c: KindCounts): KindCounts => ({ CV: c.BB, CA: c.CV, dummy: c.CA, BB: c.dummy });
const rotateBox = (box: BoxContents): BoxContents => ({ ready: rotateCounts(box.ready), returned: rotateCounts(box.returned) });

/**
 * The British secrets changed: every kind the viewer may not know is rotated (BB→CV→CA→dummy→BB), in the boxes, the
 * drawn piece and the pieces on the map: the face-down ones for the German, all of them for a spectator.
 */
export function kindTwin(state: GrafSpeeState, viewer: 'german' | 'spectator'): GrafSpeeState {
  const hiddenFrom = (revealed: boolean): boolean => viewer === 'spectator' || !revealed;
  return {
    ...state,
    boxes: { atlantic: rotateBox(state.boxes.atlantic), indian: rotateBox(state.boxes.indian) },
    drawn: state.drawn ? { ...state.drawn, kind: ROTATE[state.drawn.kind] } : null,
    pieces: state.pieces.map((p) => (hiddenFrom(p.revealed) ? { ...p, kind: ROTATE[p.kind] } : p)),
    targets: viewer === 'spectator' ? state.targets.map((p) => ({ ...p, kind: ROTATE[p.kind] })) : state.targets,
  };
}

/** What `viewer` is shown of a state: its view, its legal hints, and how each probe command is answered. */
function shown(game: GrafSpeeGame, state: GrafSpeeState, viewer: string, probeDice: DiceSource): string {
  const answers = probes(state).map((command) => {
    const decided = game.decide(state, command, viewer, probeDice);
    return decided.ok ? 'accepted' : decided.error;
  });
  return JSON.stringify({ view: game.view(state, viewer), legal: game.legal(state, viewer), answers });
}

/** Differences between what each viewer is shown of the real state and of a twin hiding the other side's secrets. */
export function interference(game: GrafSpeeGame, step: PlayedStep, probeDice: DiceSource): string[] {
  const found: string[] = [];
  const compare = (viewer: string, twin: GrafSpeeState | null): void => {
    if (twin && shown(game, step.next, viewer, probeDice) !== shown(game, twin, viewer, probeDice)) {
      found.push(`${viewer} is shown something that depends on a hidden fact after ${JSON.stringify(step.command)}`);
    }
  };
  const spee = speeTwin(step.next);
  compare('british', spee);
  compare('spectator', spee);
  compare('german', kindTwin(step.next, 'german'));
  compare('spectator', kindTwin(step.next, 'spectator'));
  return found;
}
