'use client';

import NextError from 'next/error';

/** A request outside any locale (the proxy sends every page path to one, so this is rare): a plain 404. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <NextError statusCode={404} />
      </body>
    </html>
  );
}
