/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies field by field */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
  readonly text: string;
}

/** A client of the running API over real HTTP, as a third-party program would use it. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  as(token: string | undefined): ApiClient {
    return new ApiClient(this.baseUrl, token);
  }

  async request<T = any>(method: string, path: string, options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...options.headers };
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (NDJSON, HTML): the text is the body.
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }

  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body === undefined ? {} : { body });
  }

  graphql<T = any>(query: string, variables: Record<string, unknown> = {}) {
    return this.request<{ data?: T; errors?: { message: string; extensions: { code: string; rule: string; status: number } }[] }>('POST', '/graphql', {
      body: { query, variables },
    });
  }

  /** A graphql-ws client that sends the token in connectionParams. */
  subscriptions(): Client {
    return createClient({
      url: `${this.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: this.token ? { authorization: `Bearer ${this.token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });
  }
}

/** One Server-Sent Event. */
export interface SseMessage {
  readonly event: string;
  readonly id?: string;
  readonly data: any;
}

/** A Server-Sent Events connection being read: `messages` fills as they arrive. */
export interface SseConnection {
  readonly messages: SseMessage[];
  /** Settles when the stream ends, `until` says stop, the time is up or `close()` is called. */
  readonly done: Promise<{ status: number; contentType: string | null; messages: SseMessage[]; raw: string }>;
  close(): void;
  /** Resolves once `predicate` holds for the messages so far (or rejects after `timeoutMs`). */
  waitFor(predicate: (messages: SseMessage[]) => boolean, timeoutMs?: number): Promise<void>;
}

/** Opens an SSE stream and parses it as it arrives (comments and `retry:` lines are skipped). */
export function openSse(url: string, options: { token?: string; headers?: Record<string, string>; until?: (messages: SseMessage[]) => boolean; timeoutMs?: number } = {}): SseConnection {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  const messages: SseMessage[] = [];
  const listeners = new Set<() => void>();
  let raw = '';
  let status = 0;
  let contentType: string | null = null;
  const done = (async () => {
    try {
      const response = await fetch(url, { headers: { accept: 'text/event-stream', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers }, signal: controller.signal });
      status = response.status;
      contentType = response.headers.get('content-type');
      if (!response.body) return { status, contentType, messages, raw };
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        raw += text;
        buffer += text;
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const message = parseSseBlock(block);
          if (message) messages.push(message);
        }
        listeners.forEach((listener) => listener());
        if (options.until?.(messages)) break;
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    } finally {
      clearTimeout(timer);
      controller.abort();
      listeners.forEach((listener) => listener());
    }
    return { status, contentType, messages, raw };
  })();
  return {
    messages,
    done,
    close: () => controller.abort(),
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (predicate(messages)) {
            listeners.delete(check);
            clearTimeout(deadline);
            resolve();
          }
        };
        const deadline = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`SSE: condition not met within ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => m.id))}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}

function parseSseBlock(block: string): SseMessage | null {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields.set(name, fields.has(name) ? `${fields.get(name)}\n${value}` : value);
  }
  if (!fields.has('data')) return null;
  const data = fields.get('data') ?? '';
  let parsed: unknown = data;
  try {
    parsed = JSON.parse(data);
  } catch {
    // plain text data
  }
  return { event: fields.get('event') ?? 'message', ...(fields.has('id') ? { id: fields.get('id') } : {}), data: parsed };
}

/** Reads Server-Sent Events until `until` says stop, the stream ends, or the time is up. */
export function readSse(url: string, options: { token?: string; headers?: Record<string, string>; until?: (messages: SseMessage[]) => boolean; timeoutMs?: number } = {}) {
  return openSse(url, options).done;
}
