import WebSocket from 'ws';

/** One WebSocket connection of a live subscription, as the client saw it. */
export interface TracedConnection {
  /** The replica that answered the upgrade (HAProxy's X-Served-By). */
  servedBy: string | undefined;
  /** The seqs the server sent on this connection (graphql-ws `next` messages), before any client-side filtering. */
  readonly seqs: number[];
  closeCode: number | undefined;
}

/** Every connection one subscription opened, in order (a reconnect adds one). */
export interface SubscriptionTrace {
  readonly label: string;
  readonly connections: TracedConnection[];
}

/** The `ws` class, recording what each connection of `trace` received and how it closed; for the SDK's `webSocket`. */
export function tracedWebSocket(trace: SubscriptionTrace): new (url: string, protocols?: string | string[]) => WebSocket {
  return class TracedWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      const connection: TracedConnection = { servedBy: undefined, seqs: [], closeCode: undefined };
      trace.connections.push(connection);
      this.on('upgrade', (response) => {
        const servedBy = response.headers['x-served-by'];
        connection.servedBy = Array.isArray(servedBy) ? servedBy[0] : servedBy;
      });
      this.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type?: string; payload?: { data?: { gameEvents?: { seq?: unknown } } } };
        const seq = message.type === 'next' ? message.payload?.data?.gameEvents?.seq : undefined;
        if (typeof seq === 'number') connection.seqs.push(seq);
      });
      this.on('close', (code) => (connection.closeCode = code));
    }
  };
}
