import type { ListGamesOptions } from './game-type-client';

/** The three lists a lobby shows: games one can join, games being played, and games over. */
export type GameList = 'open' | 'running' | 'finished';

/**
 * What each list asks `games` for: `open`, under way with a seat nobody holds; `running`, under way with every seat
 * held (by a player or a computer); `finished`, played to an end (the latest ended first), not the games called off
 * before everyone came, which have nothing to replay. A seat taken between two reads can list a game in both `open`
 * and `running`: it is where it is now, running.
 */
export const GAME_LISTS: Readonly<Record<GameList, Pick<ListGamesOptions, 'status' | 'seating' | 'calledOff'>>> = {
  open: { status: 'active', seating: 'open' },
  running: { status: 'active', seating: 'full' },
  finished: { status: 'ended', calledOff: false },
};
