import { abortCommand, claimVictoryCommand, SPECTATOR, type AnyGame, type Json, type Outcome, type Viewer } from '@wargames/engine';
import type { StoredEvent } from '@wargames/event-store';
import { gameEvents } from './command-steps';
import type { Caller, GameViewResult, VisibleEntry } from './game-models';
import type { LoadedGame } from './game-loader';

/** Rows that the viewer may see, redacted by the game; null redactions are left out. */
export function visibleEntries(game: AnyGame, rows: readonly StoredEvent[], viewer: Viewer, actors: ReadonlyMap<number, string | null>): VisibleEntry[] {
  const entries: VisibleEntry[] = [];
  for (const row of gameEvents(rows)) {
    const event = game.redact(row.payload, viewer);
    if (event) entries.push({ seq: row.seq, actor: actors.get(row.seq) ?? null, event });
  }
  return entries;
}

/** The caller's legal commands in a state: none for a spectator, after the end, or when the game waits for others. */
export function legalFor(game: AnyGame, state: unknown, role: string | null): Json[] {
  if (role === null || game.outcome(state) !== null || !game.pending(state).includes(role)) return [];
  return game.legal(state, role) as Json[];
}

/**
 * What the caller may send whether or not the game waits for it: resigning, calling the game off while another seat
 * waits for its player (`awaited`, the seats nobody has come to; the game cannot know them), and claiming the win once
 * the other side has stopped playing (`claimable`, victory-claims.ts): none for a spectator or after the end.
 */
export function anytimeFor(game: AnyGame, state: unknown, role: string | null, awaited: readonly string[], claimable = false): Json[] {
  if (role === null || game.outcome(state) !== null) return [];
  const anytime = (game.anytime?.(state, role) ?? []) as Json[];
  const abort = awaited.length > 0 && game.parseCommand(abortCommand).ok ? [{ type: abortCommand.type }] : [];
  // VictoryClaims allows a claim only in a game that has the command.
  const claim = claimable ? [{ type: claimVictoryCommand.type }] : [];
  return [...anytime, ...abort, ...claim];
}

/**
 * A position as `viewer` sees it, for the caller. The game's view itself is computed when first read, and once: a
 * GraphQL answer that does not ask for it (a command's answer with `view { pending status }`) never pays for it.
 * States are never changed once made (`evolve` returns a new one), so reading it later reads the same position.
 */
export function viewResult(loaded: LoadedGame, caller: Caller, viewer: Viewer, state: unknown, version: number): GameViewResult {
  const pending = loaded.game.pending(state);
  const outcome = loaded.game.outcome(state) as Outcome | null;
  let view: Json | undefined;
  return {
    gameId: caller.gameId,
    gameType: loaded.game.id,
    viewer,
    role: caller.role,
    version,
    status: outcome ? 'ended' : 'active',
    pending,
    yourTurn: caller.role !== null && pending.includes(caller.role),
    outcome,
    get view(): Json {
      return (view ??= loaded.game.view(state, viewer) as Json);
    },
  };
}

/** The caller's own eyes: its seat, or a spectator's. */
export function ownViewer(caller: Caller): Viewer {
  return caller.role ?? SPECTATOR;
}
