import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

/** Sends every page request to its language: the kept choice (cookie), else the browser's languages. */
export default createMiddleware(routing);

export const config = {
  // Everything except Next's own files, API-like paths and files with an extension (icons, fonts).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
