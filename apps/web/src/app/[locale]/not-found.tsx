import { NotFoundNotice } from '@/components/NotFoundNotice';

/**
 * The translated 404 of a page that calls notFound() (an unknown game) during a client navigation: the browser draws it
 * inside the locale's layout. A full load of such an address never gets here: the proxy (src/proxy.ts) sends it to the
 * root not-found (app/not-found.tsx), drawn on the server with <html lang>, since Next would answer a page's own
 * notFound() with its error shell (no lang) and draw this only in the browser.
 */
export default function NotFoundPage() {
  return <NotFoundNotice />;
}
