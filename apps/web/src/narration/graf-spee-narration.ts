import type { GrafSpeeEvent } from '@wargames/sdk';
import { list, selectOption, yesNo, type Narration, type NarrationSentence, type NarrationViewer } from './narration';

type EventOfType<T extends GrafSpeeEvent['type']> = Extract<GrafSpeeEvent, { type: T }>;
type Teller<T extends GrafSpeeEvent['type']> = (event: EventOfType<T>, viewer: NarrationViewer) => Narration;

const BOXES = new Set(['atlantic', 'indian']);

const told = (
  key: string,
  values: NarrationSentence['values'],
  rules: readonly string[],
  touches: { hexes?: readonly (string | undefined | null)[]; pieces?: readonly (string | undefined)[]; detail?: NarrationSentence } = {},
): Narration => ({
  key: `grafSpee.${key}`,
  values,
  rules,
  hexes: (touches.hexes ?? []).filter((hex): hex is string => typeof hex === 'string' && !BOXES.has(hex)),
  pieces: (touches.pieces ?? []).filter((piece): piece is string => typeof piece === 'string'),
  ...(touches.detail ? { detail: { ...touches.detail, key: `grafSpee.${touches.detail.key}` } } : {}),
});

/** "you" when the viewer is the side that acts. */
const you = (viewer: NarrationViewer, side: 'german' | 'british') => yesNo(viewer === side);

/**
 * Graf Spee events in words (GS-3 – GS-8), one teller per event type: TypeScript refuses a missing type, and the test
 * checks every type the SDK lists. Secret fields are told only when present, i.e. when the API let this viewer see them.
 */
const TELLERS: { readonly [T in GrafSpeeEvent['type']]: Teller<T> } = {
  'spee-placed': (e, v) =>
    e.speeHex
      ? told('speePlaced.seen', { you: you(v, 'german'), hex: e.speeHex }, ['GS-3.1'], { hexes: [e.speeHex] })
      : told('speePlaced.hidden', {}, ['GS-3.1']),
  'supply-ship-placed': (e, v) =>
    e.supplyHex
      ? told('supplyShipPlaced.seen', { you: you(v, 'german'), hex: e.supplyHex }, ['GS-3.2'], { hexes: [e.supplyHex] })
      : told('supplyShipPlaced.hidden', {}, ['GS-3.2']),
  'british-deployed': (e, v) =>
    told('britishDeployed', { you: you(v, 'british'), atlantic: e.atlantic, indian: e.indian }, ['GS-3.3'], {
      ...(e.assignment
        ? {
            detail: {
              key: 'britishDeployedDeal',
              values: {
                atlanticBB: e.assignment.atlantic.BB,
                atlanticCV: e.assignment.atlantic.CV,
                atlanticCA: e.assignment.atlantic.CA,
                atlanticDummy: e.assignment.atlantic.dummy,
                indianBB: e.assignment.indian.BB,
                indianCV: e.assignment.indian.CV,
                indianCA: e.assignment.indian.CA,
                indianDummy: e.assignment.indian.dummy,
              },
            },
          }
        : {}),
    }),
  'turn-started': (e) => told('turnStarted', { turn: e.turn, shadowed: yesNo(e.shadowed) }, e.shadowed ? ['GS-3.5', 'GS-4.6'] : ['GS-3.5']),
  'spee-moved': (e, v) => {
    if (!e.path || !e.speeFrom) return told('speeMoved.hidden', { turn: e.turn }, ['GS-4.1', 'GS-4.2']);
    const refuel = e.refuelledAt ?? null;
    const base = { you: you(v, 'german'), from: e.speeFrom, refuelled: yesNo(refuel !== null), supply: refuel ?? '' };
    const rules = refuel ? ['GS-4.1', 'GS-4.3'] : ['GS-4.1'];
    const last = e.path[e.path.length - 1];
    if (last === undefined) return told('speeMoved.stayed', base, rules, { hexes: [e.speeFrom] });
    const hexes = e.path.filter((step) => !BOXES.has(step));
    if (BOXES.has(last)) {
      return told('speeMoved.exited', { ...base, path: list('hexes', hexes), box: last, steps: hexes.length }, [...rules, 'GS-4.5'], {
        hexes: [e.speeFrom, ...hexes],
      });
    }
    return told('speeMoved.moved', { ...base, path: list('hexes', e.path), to: last }, rules, { hexes: [e.speeFrom, ...e.path] });
  },
  'spee-shadowed': (e) => told('speeShadowed', { hex: e.speeHex }, ['GS-4.6'], { hexes: [e.speeHex] }),
  'spee-exited': (e) => told('speeExited', { box: e.box }, ['GS-4.5', 'GS-8.1']),
  'extra-moves-bought': (e, v) =>
    told('extraMovesBought', { you: you(v, 'british'), die: e.die, points: e.points, score: e.score, moves: e.movesAllowed }, ['GS-5.3']),
  'piece-drawn': (e, v) =>
    e.kind
      ? told('pieceDrawn.seen', { you: you(v, 'british'), box: e.box, kind: e.kind }, ['GS-5.5'], { pieces: [e.token] })
      : told('pieceDrawn.hidden', { box: e.box }, ['GS-5.5'], { pieces: [e.token] }),
  'piece-entered': (e) =>
    told(e.kind ? 'pieceEntered.seen' : 'pieceEntered.hidden', { box: e.box, to: e.to, ...(e.kind ? { kind: e.kind } : {}) }, ['GS-5.5'], { hexes: [e.to], pieces: [e.token] }),
  'piece-moved': (e) =>
    told(e.kind ? 'pieceMoved.seen' : 'pieceMoved.hidden', { from: e.from, to: e.to, ...(e.kind ? { kind: e.kind } : {}) }, ['GS-5.4'], { hexes: [e.from, e.to], pieces: [e.token] }),
  'piece-returned': (e) =>
    e.kind
      ? told('pieceReturned.seen', { kind: e.kind, from: e.from, box: e.box }, ['GS-5.6'], { hexes: [e.from], pieces: [e.token] })
      : told('pieceReturned.hidden', { from: e.from, box: e.box }, ['GS-5.6'], { hexes: [e.from], pieces: [e.token] }),
  'movement-ended': (e, v) => told('movementEnded', { you: you(v, 'british'), turn: e.turn }, ['GS-5.7']),
  'spee-found': (e) => {
    const rules = e.by === 'air' ? ['GS-5.8'] : ['GS-5.7'];
    const tokens = e.revealed.map((piece) => piece.token);
    const kinds = e.revealed.flatMap((piece) => (piece.kind ? [piece.kind] : []));
    // A spectator receives the tokens without kinds (Ruling GS-9): then only how many pieces were turned up is told.
    const detail: NarrationSentence =
      kinds.length === e.revealed.length && kinds.length > 0
        ? { key: 'speeFound.revealedKinds', values: { kinds: list('kinds', kinds) } }
        : { key: 'speeFound.revealedCount', values: { count: e.revealed.length } };
    return told('speeFound.found', { by: e.by, hex: e.speeHex }, rules, { hexes: [e.speeHex], pieces: tokens, detail });
  },
  'spee-not-found': () => told('speeNotFound', {}, ['GS-5.7']),
  'dummies-removed': (e) => told('dummiesRemoved', { count: e.tokens.length }, ['GS-5.7'], { pieces: e.tokens }),
  'air-searched': (e) =>
    told('airSearched', { hex: e.searched, found: yesNo(e.found) }, e.found ? ['GS-5.8', 'GS-6.3'] : ['GS-5.8'], {
      hexes: [e.searched],
      pieces: [e.token],
    }),
  'air-search-ended': (e, v) => told('airSearchEnded', { you: you(v, 'british'), turn: e.turn }, ['GS-5.8']),
  'target-required': (e, v) =>
    e.candidates
      ? told('targetRequired.seen', { you: you(v, 'german'), kinds: list('kinds', e.candidates.map((c) => c.kind)) }, ['GS-6.2'], {
          pieces: e.candidates.map((c) => c.token),
        })
      : told('targetRequired.hidden', {}, ['GS-6.2']),
  'surface-combat': (e) => {
    const values = {
      target: e.targetKind ?? 'unknown',
      speeDice: list('dice', e.speeDice),
      speeHits: e.speeHits,
      targetResult: e.targetResult,
      britishFired: yesNo(e.britishDice.length > 0),
      britishDice: list('dice', e.britishDice),
      britishHits: e.britishHits,
      speeResult: e.speeResult,
    };
    return told('surfaceCombat.fire', values, ['GS-6.2', 'GS-6.4', 'GS-6.5', 'GS-6.6', ...(e.shadow ? ['GS-6.7'] : [])], {
      pieces: [e.target],
      detail: { key: 'surfaceCombat.points', values: { points: e.points, score: e.score, shadow: yesNo(e.shadow) } },
    });
  },
  'air-attack': (e) =>
    told('airAttack', { dice: list('dice', e.dice), hits: e.hits, speeResult: e.speeResult }, ['GS-6.3', 'GS-6.5'], { pieces: [e.token] }),
  raided: (e, v) =>
    told(
      e.icon ? 'raided.icon' : 'raided.die',
      { you: you(v, 'german'), hex: e.speeHex, die: e.die ?? 0, points: e.points, score: e.score },
      ['GS-7.1', 'GS-7.3'],
      { hexes: [e.speeHex] },
    ),
  'raid-declined': (e, v) => told('raidDeclined', { you: you(v, 'german'), turn: e.turn }, ['GS-7.1']),
  scuttled: (e, v) =>
    told('scuttled', { you: you(v, 'german'), hex: e.speeHex, die: e.die, penalty: e.penalty, score: e.score }, ['GS-8.4'], { hexes: [e.speeHex] }),
  'turn-ended': (e) => told('turnEnded', { turn: e.turn }, ['GS-5.9']),
  'game-ended': (e, v) =>
    told(
      'gameEnded',
      {
        reason: selectOption(e.outcome.reason),
        winner: e.outcome.winner ?? 'none',
        you: yesNo(e.outcome.winner !== null && e.outcome.winner === v),
        score: e.score,
        penalized: e.penalty === 0 ? 'no' : e.penaltyDie !== null ? 'die' : 'points',
        penalty: e.penalty,
        die: e.penaltyDie ?? 0,
      },
      [...new Set([e.outcome.rule, ...(e.penaltyDie !== null ? ['GS-8.3'] : [])])],
    ),
  // Resigning is the platform's, not the rules': no rule to cite. The winner is whichever seat did not resign.
  resigned: (e, v) => told('resigned', { role: e.role, you: yesNo(v === e.role), winnerYou: yesNo((v === 'german' || v === 'british') && v !== e.role) }, []),
  // Calling off is the platform's too: nobody wins.
  aborted: (e, v) => told('aborted', { role: e.role, you: yesNo(v === e.role) }, []),
  // Claiming the win is the platform's too: the claiming side wins, the other had stopped playing.
  'victory-claimed': (e, v) => told('victoryClaimed', { role: e.role, you: yesNo(v === e.role), lost: yesNo((v === 'german' || v === 'british') && v !== e.role) }, []),
};

/** One Graf Spee event, as the viewer received it, in words. */
export function narrateGrafSpee(event: GrafSpeeEvent, viewer: NarrationViewer): Narration {
  const teller = TELLERS[event.type] as Teller<GrafSpeeEvent['type']> | undefined;
  if (!teller) return { key: 'unknown', values: { type: (event as { type: string }).type }, rules: [], hexes: [], pieces: [] };
  return teller(event as never, viewer);
}

/** The event types this module tells (the test compares them with the SDK's list). */
export const GRAF_SPEE_TOLD = Object.keys(TELLERS);
