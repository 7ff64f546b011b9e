import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { WargamesApiError, WargamesNetworkError } from './errors';
import { parseRetryAfter } from './retry';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  readonly token?: string | undefined;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly accept?: string;
  readonly signal?: AbortSignal | undefined;
  /** Hand back a refusal's answer instead of throwing it (GraphQL reads errors from the body). */
  readonly keepErrorAnswer?: boolean;
}

/** One HTTP exchange with the API: REST and GraphQL over fetch, every refusal as a WargamesApiError. */
export class HttpTransport {
  constructor(
    /** The API's origin, e.g. http://127.0.0.1:3000 (no trailing slash). */
    readonly baseUrl: string,
    private readonly fetchImpl: FetchLike,
  ) {}

  url(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
    const url = new URL(path, `${this.baseUrl}/`);
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** The raw answer of a successful request (for streams); a refusal is thrown. */
  async send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, options.query), {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new WargamesNetworkError(`${method} ${path} did not reach the API: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (!response.ok && !options.keepErrorAnswer) throw await errorOf(response);
    return response;
  }

  /** A REST request answered with JSON. */
  async json<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.send(method, path, options);
    return (await readJson(response)) as T;
  }

  /** A GraphQL query or mutation over HTTP; the first GraphQL error is thrown with its code, rule and status. */
  async graphql<Result, Variables>(
    document: DocumentTypeDecoration<Result, Variables> & { toString(): string },
    variables: Variables,
    options: { token?: string | undefined; signal?: AbortSignal | undefined } = {},
  ): Promise<Result> {
    const response = await this.send('POST', 'graphql', {
      token: options.token,
      signal: options.signal,
      body: { query: document.toString(), variables },
      keepErrorAnswer: true,
    });
    // A GraphQL request error may come with HTTP 400 and a GraphQL body; a rate limit or an outage with a REST one.
    if (!response.ok && !(response.headers.get('content-type') ?? '').includes('json')) throw await errorOf(response);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw WargamesApiError.from({ message: `the API answered ${response.status} with something that is not JSON` }, response.status);
    }
    if (!response.ok && !(parsed && typeof parsed === 'object' && 'errors' in parsed)) {
      throw WargamesApiError.from(parsed, response.status, parseRetryAfter(response.headers.get('retry-after')));
    }
    const body = parsed as { data?: Result | null; errors?: readonly { message?: string; extensions?: Record<string, unknown> }[] };
    const first = body.errors?.[0];
    if (first) {
      const extensions = first.extensions ?? {};
      throw WargamesApiError.from(
        { code: extensions['code'], rule: extensions['rule'], status: extensions['status'], message: first.message },
        typeof extensions['status'] === 'number' ? (extensions['status'] as number) : response.status,
        parseRetryAfter(response.headers.get('retry-after')),
      );
    }
    if (!body.data) throw WargamesApiError.from({ message: 'the GraphQL answer has no data' }, response.status);
    return body.data;
  }
}

async function errorOf(response: Response): Promise<WargamesApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = { message: text.slice(0, 200) || undefined };
  }
  return WargamesApiError.from(body, response.status, parseRetryAfter(response.headers.get('retry-after')));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw WargamesApiError.from({ code: 'ERR_BAD_ANSWER', message: `the API answered ${response.status} with something that is not JSON` }, response.status);
  }
}
