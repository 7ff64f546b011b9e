import type { TargetId } from '@/board/scene';

/**
 * Pointing and clicking through the API's legal commands, with no rule in the browser: each legal command says which
 * things on the map pick it, in order (a unit, then a hex; a box; a defender). What may be clicked next is whatever
 * the legal commands that still match the clicks so far name next. Commands that nothing on the map picks are buttons.
 */
export interface Pickable<C> {
  readonly command: C;
  /** The map targets that pick this command, in order; empty for a command offered as a button. */
  readonly picks: readonly TargetId[];
}

export interface PickState<C> {
  /** Targets that may be clicked next. */
  readonly targets: readonly TargetId[];
  /** Commands that the clicks so far pick completely (a choice when more than one). */
  readonly complete: readonly C[];
  /** Commands still matching the clicks so far (complete or not). */
  readonly matching: readonly Pickable<C>[];
}

const startsWith = (picks: readonly TargetId[], chosen: readonly TargetId[]) => chosen.every((target, i) => picks[i] === target);

export function pickState<C>(options: readonly Pickable<C>[], chosen: readonly TargetId[]): PickState<C> {
  const matching = options.filter((option) => option.picks.length >= chosen.length && startsWith(option.picks, chosen));
  const targets = [...new Set(matching.filter((option) => option.picks.length > chosen.length).map((option) => option.picks[chosen.length] as TargetId))];
  const complete = chosen.length === 0 ? [] : matching.filter((option) => option.picks.length === chosen.length).map((option) => option.command);
  return { targets, complete, matching };
}

/** The commands offered as buttons: those nothing on the map picks. */
export function buttonCommands<C>(options: readonly Pickable<C>[]): C[] {
  return options.filter((option) => option.picks.length === 0).map((option) => option.command);
}
