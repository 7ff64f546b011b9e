import type { DiceSource } from '@wargames/engine';
import { board, type HexId } from './board';
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

/**
 * Another Spee hex for the twin. During setup (GS-3.1, GS-3.4) the placed start hex is secret from the moment it is
 * placed: the twin's is in another row and column, so that nothing may depend even on the row. Later, another sea
 * hex while hers is secret now.
 */
function twinSpeeHex(state: GrafSpeeState): HexId | null {
  const speeHex = state.speeHex;
  if (speeHex === null) return null;
  if (state.phase === 'setup') {
    const starts = board.data.speeStartHexes.filter((hex) => hex !== speeHex);
    return starts.find((hex) => hex[0] !== speeHex[0] && hex.slice(1) !== speeHex.slice(1)) ?? starts[0] ?? speeHex;
  }
  if (!speeHexSecret(state)) return speeHex;
  return board.seaHexes.find((hex) => hex !== speeHex && !state.pieces.some((p) => p.at === hex)) ?? speeHex;
}

/**
 * The German's secrets changed: other supply ships, none used, no path; another Spee hex when hers is secret now,
 * including during his setup (GS-3.4: the British sees nothing of his choices).
 */
export function speeTwin(state: GrafSpeeState): GrafSpeeState | null {
  if (state.phase === 'ended' || (state.speeHex === null && state.supplyShips.length === 0)) return null;
  const others = board.seaHexes.filter((hex) => !state.supplyShips.includes(hex));
  return {
    ...state,
    speeHex: twinSpeeHex(state),
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
