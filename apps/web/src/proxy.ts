import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { gameExistence } from './sdk/game-exists';
import { gamePageAddress } from './sdk/game-page-address';
import { loadGame } from './sdk/server';

/** Sends every page request to its language: the kept choice (cookie), else the browser's languages. */
const i18nRouting = createMiddleware(routing);
const gameExists = gameExistence(loadGame);

/**
 * Where an unknown game's page is sent: an address no route matches (a folder starting with _ is never a route), so
 * Next draws the root not-found on the server, in the request's language, with status 404.
 */
const UNKNOWN_GAME = '/_unknown-game';

/**
 * A page that called notFound() itself would get Next's error shell (status 404, but no <html lang>, drawn in the
 * browser): error boundaries do not run in server rendering. So a full page load of an unknown game's page is
 * answered here, before the page renders. Client navigations (RSC requests) still reach the page, whose notFound()
 * the browser draws.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = i18nRouting(request);
  const address = request.method === 'GET' && !request.headers.has('rsc') && response.status < 300 ? gamePageAddress(request.nextUrl.pathname) : null;
  if (!address) return response;
  // Only a game the API does not know (or of a type this app does not draw). When the API cannot answer, the page says so.
  if ((await gameExists(address.gameId)) !== false) return response;
  // next-intl's answer (its locale for the request, its cookie), sent to the not-found address instead.
  return NextResponse.rewrite(new URL(`/${address.locale}${UNKNOWN_GAME}`, request.url), { headers: response.headers });
}

export const config = {
  // Everything except Next's own files, API-like paths and files with an extension (icons, fonts).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
