import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import type { ArrasEvent } from './events';
import { evolve } from './evolve';
import { setup, type ArrasState, type PhaseName, type Side } from './state';
import type { ArrasOptions } from './options';

/**
 * Test support: the events that put chosen units on chosen hexes at a chosen point of the turn, so that a rule test
 * can start from a small, readable position with `given(arras, options, scenario(...))`. Units not listed are
 * taken off the map. Every event is one the game itself emits.
 */
export interface ScenarioSpec {
  /** unit id → hex; a trailing "*" marks the unit disrupted, e.g. "0604*". */
  readonly units: Readonly<Record<string, string>>;
  readonly side: Side;
  /** The phase under way, or null for the Allied player about to name one. */
  readonly phase: PhaseName | null;
  /** Phases already played this player turn, in order. */
  readonly done?: readonly PhaseName[];
  readonly turn?: number;
  /** Keep every unit not listed where it set up, instead of taking it off. */
  readonly keepOthers?: boolean;
  readonly gunUsed?: boolean;
}

export function scenario(spec: ScenarioSpec, options: ArrasOptions = { brigade17: false }): ArrasEvent[] {
  const start = setup(options);
  const events: ArrasEvent[] = [];
  for (const [unit, state] of Object.entries(start.units)) {
    if (!(unit in spec.units) && !spec.keepOthers) events.push({ type: 'unit-eliminated', unit, hex: state.hex as string, rule: 'test', reason: 'scenario' });
  }
  for (const [unit, where] of Object.entries(spec.units)) {
    const from = start.units[unit]?.hex ?? '0101';
    const hex = where.replace('*', '');
    events.push(
      where.endsWith('*')
        ? { type: 'unit-retreated', unit, from, path: [hex] }
        : { type: 'unit-moved', unit, from, path: [hex], cost: 0 },
    );
  }
  if (spec.gunUsed) events.push({ type: 'gun-fired', targets: [], attack: 8, defence: 0, column: '4:1', die: 1, modifier: 0, modifiedDie: 1, result: 'C' });
  events.push({ type: 'player-turn-started', side: spec.side, turn: spec.turn ?? 1 });
  for (const phase of spec.done ?? []) {
    events.push({ type: 'phase-started', side: spec.side, phase, turn: spec.turn ?? 1 });
    events.push({ type: 'phase-ended', side: spec.side, phase });
  }
  if (spec.phase) events.push({ type: 'phase-started', side: spec.side, phase: spec.phase, turn: spec.turn ?? 1 });
  return events;
}

/** The state after some events. */
export const fold = (state: ArrasState, events: readonly ArrasEvent[]): ArrasState => events.reduce(evolve, state);

/** Decides a command on top of `events` and returns the longer event list; throws on a refusal (test set-up only). */
export function play(events: readonly ArrasEvent[], actor: Side, command: unknown, dice: readonly number[] = [], options: ArrasOptions = { brigade17: false }): ArrasEvent[] {
  const result = given(arras, options, events).when(actor, command, dice);
  if (!result.ok) throw new Error(`set-up command refused: ${JSON.stringify(command)} → ${result.error.message}`);
  return [...events, ...result.value];
}
