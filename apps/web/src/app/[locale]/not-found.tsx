import { NotFoundNotice } from '@/components/NotFoundNotice';

/**
 * The translated 404 of a page that calls notFound() (an unknown game). Next answers those with its error shell and
 * draws this in the browser; an address no route matches gets the root not-found (app/not-found.tsx), drawn on the server.
 */
export default function NotFoundPage() {
  return <NotFoundNotice />;
}
