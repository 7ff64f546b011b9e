/**
 * Where the API is, read when a request comes in (not baked in at build time, so one build runs against any API).
 * `API_URL` is the server's address for it; `PUBLIC_API_URL` (or `NEXT_PUBLIC_API_URL`) the browser's, when it differs.
 */
function env(name: string): string | undefined {
  // A computed name: Next inlines `process.env.NEXT_PUBLIC_…` at build time, which is what this avoids.
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

const strip = (url: string) => url.replace(/\/+$/, '');

export function apiUrl(): string {
  return strip(env('API_URL') ?? env('NEXT_PUBLIC_API_URL') ?? 'http://localhost:3000');
}

/** The API's address as the browser reaches it. */
export function publicApiUrl(): string {
  return strip(env('PUBLIC_API_URL') ?? env('NEXT_PUBLIC_API_URL') ?? apiUrl());
}
