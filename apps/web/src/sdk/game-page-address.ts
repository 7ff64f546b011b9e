import { routing } from '@/i18n/routing';

/** The sub-addresses of /{locale}/games/ that are pages of their own, not a game's id. */
const NOT_GAME_IDS = new Set(['import']);

/**
 * The locale and game id of a page that shows one game (the play page /{locale}/games/{id} and its replay
 * /{locale}/games/{id}/replay), else null.
 */
export function gamePageAddress(pathname: string): { readonly locale: string; readonly gameId: string } | null {
  const match = /^\/([^/]+)\/games\/([^/]+)(?:\/replay)?\/?$/.exec(pathname);
  if (!match) return null;
  const [, locale = '', gameId = ''] = match;
  if (!(routing.locales as readonly string[]).includes(locale) || NOT_GAME_IDS.has(gameId)) return null;
  return { locale, gameId };
}
