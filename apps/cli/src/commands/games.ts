import { GAME_LISTS, isKnownGameType, type GameList, type GameSummary } from '@wargames/sdk';
import { UsageError } from '../bots/bot-registry';
import type { Terminal } from '../terminal';

/** `german free, british taken, allied computer (search)`: who holds each seat (`invited`: held for an invite nobody has accepted yet). */
function seatsLine(game: GameSummary): string {
  return game.seats.map((seat) => `${seat.role} ${seat.bot ? `computer (${seat.bot})` : seat.invited ? 'invited' : seat.claimed ? 'taken' : 'free'}`).join(', ');
}

/** One game per line, its id first (for `join`, `watch`, `replay`): `<id>  <title>  <state>  <seats>`. */
export function gameLine(game: GameSummary): string {
  const state =
    game.status === 'ended'
      ? `ended ${game.endedAt ?? ''}${game.outcome?.winner ? `, ${game.outcome.winner} won` : ''}`.trim()
      : `${game.pending.length > 0 ? `${game.pending.join(' and ')} to play` : 'waiting'}, started ${game.createdAt}${game.lastMoveAt ? `, last move ${game.lastMoveAt}` : ''}`;
  return [game.id, game.title, state, game.imported ? 'imported from a record' : seatsLine(game)].join('  ');
}

/** `games [--open | --running | --finished] [--type t] [--limit n]`: the newest games of a list (open by default). */
export async function gamesCommand(terminal: Terminal, list: GameList, gameType: string | undefined, limit = 20): Promise<void> {
  if (gameType !== undefined && !isKnownGameType(gameType)) throw new UsageError(`unknown game type "${gameType}"`);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError('--limit takes a whole number from 1 to 100');
  const games = await terminal.client.games({ ...GAME_LISTS[list], ...(gameType ? { gameType } : {}), limit });
  if (games.length === 0) {
    terminal.out.line(list === 'open' ? 'No game waits for a player: `create` one.' : `No ${list} games.`);
    return;
  }
  for (const game of games) terminal.out.line(gameLine(game));
}
