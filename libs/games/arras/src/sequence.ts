import type { Consequences } from './consequences';
import { recover } from './recovery';
import { PHASES, type PhaseName, type Side } from './state';
import { advanceMarker } from './turn-marker';

/**
 * AR-5.2, AR-5.3: a phase begins. Ruling (AR-6.6): a recovery phase recovers the side's disrupted units as it starts;
 * it is still ended explicitly (AR-5.4).
 */
export function startPhase(c: Consequences, side: Side, phase: PhaseName): void {
  c.emit({ type: 'phase-started', side, phase, turn: c.state.turn });
  if (phase === 'recovery') recover(c, side);
}

/** AR-5.1 – AR-5.3: what follows the end of a phase. */
export function afterPhase(c: Consequences): void {
  const { side, phasesDone } = c.state;
  if (side === 'allied') {
    if (phasesDone.length < PHASES.length) return; // the Allied player names his next phase
    c.emit({ type: 'player-turn-started', side: 'german', turn: c.state.turn });
    startPhase(c, 'german', 'movement');
    return;
  }
  const next = PHASES[phasesDone.length];
  if (next) {
    startPhase(c, 'german', next);
    return;
  }
  advanceMarker(c, 1, 'AR-5.1', 'end of turn');
  if (!c.over) c.emit({ type: 'player-turn-started', side: 'allied', turn: c.state.turn });
}
