export const DEFAULT_URL = 'http://127.0.0.1:3000';

/** `--url`, else the WARGAMES_URL environment variable, else the local default; without a trailing slash. */
export function serverUrl(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return (flag || env['WARGAMES_URL'] || DEFAULT_URL).replace(/\/+$/, '');
}
