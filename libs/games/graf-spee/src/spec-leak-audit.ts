import type { DiceSource, RuleError } from '@wargames/engine';
import type { Command } from './commands';
import type { GrafSpeeGame } from './game';
import { findLeaks, hiddenFacts } from './leak-check';
import type { PlayedStep } from './spec-hunting-play';
import type { GrafSpeeState } from './state';

/** Test support: the GS-9 audit of every step of a game, for the no-leak properties and the planted-leak tests. */

export const VIEWERS = ['german', 'british', 'spectator'] as const;

/**
 * Commands a player might send at any moment, mostly refused: their errors are audited too. They name the pieces on
 * the map and the hexes around them, so refusals about pieces, reach and adjacency come up.
 */
export function probes(state: GrafSpeeState): Command[] {
  const first = state.pieces[0]?.token ?? 't1';
  const last = state.pieces[state.pieces.length - 1]?.token ?? 't2';
  return [
    { type: 'end-movement' },
    { type: 'end-air-search' },
    { type: 'buy-extra-moves' },
    { type: 'draw-from-box', box: 'indian' },
    { type: 'enter-map', to: 'E6' },
    { type: 'move-piece', token: first, to: 'E6' },
    { type: 'move-piece', token: last, to: 'atlantic' },
    { type: 'air-search', token: first, searched: 'C3' },
    { type: 'air-search', token: last, searched: state.pieces[state.pieces.length - 1]?.at ?? 'A1' },
    { type: 'choose-target', token: first },
    { type: 'raid' },
    { type: 'decline-raid' },
    { type: 'scuttle' },
    { type: 'move-spee', path: ['B3', 'C3'], refuel: true },
    { type: 'place-spee', speeHex: 'B3' },
    { type: 'deploy-british', atlantic: 9, indian: 0 },
  ];
}

/** What the audit saw, by situation, so that a test can assert the checks were not vacuous. */
export type Coverage = Record<string, number>;

export function countSituations(step: PlayedStep, coverage: Coverage): void {
  const seen = (what: string): void => {
    coverage[what] = (coverage[what] ?? 0) + 1;
  };
  for (const event of step.events) {
    switch (event.type) {
      case 'spee-found':
        seen(`found by ${event.by}`);
        break;
      case 'spee-moved':
        if (event.refuelledAt) seen('refuelled');
        break;
      case 'surface-combat':
        seen('surface combat');
        if (event.targetResult === 'damaged') seen('damaged piece to the Atlantic');
        break;
      case 'raided':
        seen(event.icon ? 'raid on an icon' : 'raid with a die');
        break;
      default:
        seen(event.type);
    }
  }
  if (step.state.shadowed && step.command.type === 'move-spee') seen('shadowed move');
}

/**
 * Every leak of one step, as readable lines: each event redacted for each viewer (against the facts right after it),
 * each viewer's view, each side's legal hints, and the refusals of probe commands from each side and a spectator.
 */
export function auditStep(game: GrafSpeeGame, step: PlayedStep, probeDice: DiceSource): string[] {
  const found: string[] = [];
  const check = (what: string, json: unknown, state: GrafSpeeState, viewer: string): void => {
    for (const leak of findLeaks(json, hiddenFacts(state, viewer))) found.push(`${what} for ${viewer}: ${JSON.stringify(leak)} in ${JSON.stringify(json)}`);
  };
  let folded = step.state;
  for (const event of step.events) {
    folded = game.evolve(folded, event);
    for (const viewer of VIEWERS) check(`event ${event.type}`, game.redact(event, viewer), folded, viewer);
  }
  const next = step.next;
  for (const viewer of VIEWERS) check('view', game.view(next, viewer), next, viewer);
  for (const role of game.roles) check('legal hints', game.legal(next, role), next, role);
  for (const actor of VIEWERS) {
    for (const command of probes(next)) {
      const decided = game.decide(next, command, actor, probeDice);
      if (!decided.ok) check(`refusal of ${command.type}`, decided.error satisfies RuleError, next, actor);
    }
  }
  return found;
}
