import { Pool } from 'undici';

/** A GraphQL error as the API sends it (`extensions.code` is the API's typed code). */
export interface GraphqlError {
  readonly message: string;
  readonly extensions?: { readonly code?: string; readonly status?: number };
}

export interface GraphqlAnswer<T> {
  readonly data?: T;
  readonly errors?: readonly GraphqlError[];
}

/** Raised for an answer with errors: the code says what went wrong (ERR_NOT_READY, ERR_STALE_VERSION…). */
export class GraphqlRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/**
 * GraphQL over HTTP on kept-alive connections (one per concurrent request at most), the way a client that plays
 * many commands talks to the API. The client should cost the machine as little as possible, since it shares the cores
 * with what it measures: undici's pool (the HTTP client beneath Node's own fetch) spent about a fifth less CPU per
 * command than node:http's agent (docs/performance.md, *The benchmark's clients*).
 */
export class GraphqlHttp {
  private readonly pool: Pool;
  private readonly path: string;

  constructor(baseUrl: string, maxSockets: number) {
    const url = new URL('/graphql', baseUrl);
    this.path = url.pathname;
    this.pool = new Pool(url.origin, { connections: maxSockets });
  }

  async execute<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const answer = await this.post<GraphqlAnswer<T>>(JSON.stringify({ query, variables }), token);
    const error = answer.errors?.[0];
    if (error || answer.data === undefined) {
      throw new GraphqlRequestError(error?.extensions?.code ?? 'ERR_NO_DATA', error?.message ?? 'no data');
    }
    return answer.data;
  }

  close(): void {
    void this.pool.destroy();
  }

  private async post<T>(body: string, token: string | undefined): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.pool.request({ path: this.path, method: 'POST', headers, body });
    } catch (error) {
      throw new GraphqlRequestError('ERR_CONNECTION', error instanceof Error ? error.message : String(error));
    }
    // Read whatever the status: the API answers its errors as GraphQL errors with typed codes.
    const text = await response.body.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new GraphqlRequestError(`HTTP_${response.statusCode}`, 'the answer is not JSON');
    }
  }
}
