import { notFound } from 'next/navigation';

/** Any path the app does not know gets the translated 404 of its locale. */
export default function CatchAllPage() {
  notFound();
}
