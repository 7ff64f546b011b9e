import { WargamesClient } from '@wargames/sdk';

/** For pages that load this module when needed: an API error's class, to tell its code. */
export { WargamesApiError } from '@wargames/sdk';

/**
 * The browser's one door to the API: a @wargames/sdk client on the address the server handed down (live events over
 * the browser's WebSocket, SSE when it is blocked). One client per API address and page.
 */
const clients = new Map<string, WargamesClient>();

export function browserClient(url: string): WargamesClient {
  let client = clients.get(url);
  if (!client) {
    client = new WargamesClient({ url });
    clients.set(url, client);
  }
  return client;
}
