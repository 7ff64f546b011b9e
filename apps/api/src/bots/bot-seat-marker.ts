import { BOT_LEVELS, type BotLevel } from '@wargames/bots';

/**
 * A bot's seat is stored like any seat, but in place of a token hash it holds this marker. A sha256 hash is 64 hex
 * digits, so no token can ever hash to it: nobody can speak for a bot's seat, and the marker survives restarts
 * without a table of its own. It names the game and role because token hashes are unique across the store.
 */
export const botSeatMarker = (gameId: string, role: string, level: BotLevel): string => `bot:${level}:${gameId}:${role}`;

/** The levels a seat's marker may name, to look a seat up by. */
export const BOT_MARKER_LEVELS: readonly BotLevel[] = BOT_LEVELS;
