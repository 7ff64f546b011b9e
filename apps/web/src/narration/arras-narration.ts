import type { ArrasEvent } from '@wargames/sdk';
import { list, selectOption, yesNo, type Narration, type NarrationSentence, type NarrationViewer } from './narration';

type EventOfType<T extends ArrasEvent['type']> = Extract<ArrasEvent, { type: T }>;
type Teller<T extends ArrasEvent['type']> = (event: EventOfType<T>, viewer: NarrationViewer) => Narration;

const told = (
  key: string,
  values: NarrationSentence['values'],
  rules: readonly string[],
  touches: { hexes?: readonly string[]; pieces?: readonly string[]; detail?: NarrationSentence } = {},
): Narration => ({
  key: `arras.${key}`,
  values,
  rules,
  hexes: (touches.hexes ?? []).filter((hex) => /^[0-9]{4}$/.test(hex)),
  pieces: touches.pieces ?? [],
  ...(touches.detail ? { detail: { ...touches.detail, key: `arras.${touches.detail.key}` } } : {}),
});

const lastOf = (path: readonly string[], from: string): string => path[path.length - 1] ?? from;

/**
 * Arras events in words (AR-4 – AR-8). Arras is open (AR-9): every viewer receives every event whole, so the words
 * differ only in "you". One teller per event type: TypeScript refuses a missing one and the test checks the SDK's list.
 */
const TELLERS: { readonly [T in ArrasEvent['type']]: Teller<T> } = {
  'player-turn-started': (e, v) => told('playerTurnStarted', { side: e.side, you: yesNo(v === e.side), turn: e.turn }, ['AR-5.1']),
  'phase-started': (e, v) =>
    told('phaseStarted', { side: e.side, you: yesNo(v === e.side), phase: e.phase, turn: e.turn }, [e.side === 'allied' ? 'AR-5.3' : 'AR-5.2']),
  'phase-ended': (e, v) => told('phaseEnded', { side: e.side, you: yesNo(v === e.side), phase: e.phase }, ['AR-5.4']),
  'units-recovered': (e) =>
    e.units.length > 0
      ? told('unitsRecovered.some', { side: e.side, units: list('units', e.units) }, ['AR-6.6'], { pieces: e.units })
      : told('unitsRecovered.none', { side: e.side }, ['AR-6.6']),
  'unit-moved': (e) =>
    told('unitMoved', { unit: e.unit, from: e.from, to: lastOf(e.path, e.from), path: list('hexes', e.path), cost: e.cost }, ['AR-7.1'], {
      hexes: [e.from, ...e.path],
      pieces: [e.unit],
    }),
  'unit-exited': (e) => {
    // A unit that crossed the map before leaving is told its way and the column-1 hex it left from (AR-4.1), not only where it began.
    const hexes = e.path.filter((step) => step !== 'west');
    return told('unitExited', { unit: e.unit, from: e.from, via: yesNo(hexes.length > 0), last: lastOf(hexes, e.from), path: list('hexes', hexes), cost: e.cost }, ['AR-4.1', 'AR-7.1'], {
      hexes: [e.from, ...hexes],
      pieces: [e.unit],
    });
  },
  'attack-declared': (e) =>
    told('attackDeclared', { attackers: list('units', e.attackers), defender: e.defender, hex: e.hex }, ['AR-8.1'], {
      hexes: [e.hex],
      pieces: [...e.attackers, e.defender],
    }),
  'gun-declined': (_e, v) => told('gunDeclined', { you: yesNo(v === 'german') }, ['AR-8.8']),
  'gun-fired': (e) =>
    told(
      'gunFired',
      {
        targets: list('units', e.targets),
        attack: e.attack,
        defence: e.defence,
        column: e.column,
        die: e.die,
        modified: yesNo(e.modifier !== 0),
        modifiedDie: e.modifiedDie,
        result: e.result,
      },
      e.modifier !== 0 ? ['AR-8.8', 'AR-8.3', 'AR-8.4'] : ['AR-8.8', 'AR-8.4'],
      { pieces: e.targets },
    ),
  'attack-resolved': (e) =>
    told(
      'attackResolved',
      {
        attackers: list('units', e.attackers),
        defender: e.defender,
        attack: e.attack,
        defence: e.defence,
        column: e.column,
        shifted: yesNo(e.shift > 0),
        oddsColumn: e.oddsColumn,
        die: e.die,
        modified: yesNo(e.modifier !== 0),
        modifiedDie: e.modifiedDie,
        result: e.result,
      },
      ['AR-8.1', ...(e.shift > 0 ? ['AR-8.2'] : []), ...(e.modifier !== 0 ? ['AR-8.3'] : []), 'AR-8.4'],
      { pieces: [...e.attackers, e.defender] },
    ),
  'attack-cancelled': (e) => told('attackCancelled', { defender: e.defender }, ['AR-8.8'], { pieces: [e.defender] }),
  'combat-step': (e) => {
    const step = e.step;
    switch (step.kind) {
      case 'gun':
        return told('combatStep.gun', {}, ['AR-8.8']);
      case 'loss':
        return told('combatStep.loss', { units: list('units', step.candidates), from: step.from }, ['AR-8.4', ...(step.from === 'gun' ? ['AR-8.8'] : [])], {
          pieces: step.candidates,
        });
      case 'retreat':
        return told(
          'combatStep.retreat',
          { units: list('units', step.queue.map((due) => due.unit)), from: step.from },
          ['AR-8.5'],
          { pieces: step.queue.map((due) => due.unit) },
        );
      case 'advance':
        return told('combatStep.advance', {}, ['AR-8.7']);
    }
  },
  'unit-retreated': (e) =>
    told('unitRetreated', { unit: e.unit, from: e.from, to: lastOf(e.path, e.from), hexes: e.path.length, path: list('hexes', e.path) }, ['AR-8.5', 'AR-6.5'], {
      hexes: [e.from, ...e.path],
      pieces: [e.unit],
    }),
  // AR-8.5: a unit that cannot complete its retreat is eliminated; the line says so (it followed "Retreats to choose").
  'unit-eliminated': (e) =>
    told('unitEliminated', { unit: e.unit, hex: e.hex, cause: e.rule === 'AR-8.5' ? 'noRetreat' : 'result' }, [e.rule], { hexes: [e.hex], pieces: [e.unit] }),
  'unit-advanced': (e) =>
    told('unitAdvanced', { unit: e.unit, from: e.from, to: lastOf(e.path, e.from), path: list('hexes', e.path) }, ['AR-8.7'], {
      hexes: [e.from, ...e.path],
      pieces: [e.unit],
    }),
  'combat-ended': () => told('combatEnded', {}, ['AR-8.1']),
  'turn-marker-advanced': (e) =>
    told('turnMarkerAdvanced', { from: e.from, to: e.to, panic: yesNo(e.rule === 'AR-8.6') }, e.rule === 'AR-8.6' ? ['AR-8.6'] : ['AR-5.1']),
  'game-ended': (e, v) => told('gameEnded', { winner: e.winner, you: yesNo(v === e.winner), reason: selectOption(e.reason) }, [e.rule]),
  // Resigning is the platform's, not the rules': no rule to cite. The winner is whichever seat did not resign.
  resigned: (e, v) => told('resigned', { role: e.role, you: yesNo(v === e.role), winnerYou: yesNo((v === 'german' || v === 'allied') && v !== e.role) }, []),
  // Calling off is the platform's too: nobody wins.
  aborted: (e, v) => told('aborted', { role: e.role, you: yesNo(v === e.role) }, []),
  // Claiming the win is the platform's too: the claiming side wins, the other had stopped playing.
  'victory-claimed': (e, v) => told('victoryClaimed', { role: e.role, you: yesNo(v === e.role), lost: yesNo((v === 'german' || v === 'allied') && v !== e.role) }, []),
};

/** One Arras event in words for this viewer. */
export function narrateArras(event: ArrasEvent, viewer: NarrationViewer): Narration {
  const teller = TELLERS[event.type] as Teller<ArrasEvent['type']> | undefined;
  if (!teller) return { key: 'unknown', values: { type: (event as { type: string }).type }, rules: [], hexes: [], pieces: [] };
  return teller(event as never, viewer);
}

export const ARRAS_TOLD = Object.keys(TELLERS);
