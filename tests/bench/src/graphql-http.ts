import { Agent, request } from 'node:http';

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
 * many commands talks to the API. Nothing but Node's http: the client should cost the machine as little as possible.
 */
export class GraphqlHttp {
  private readonly agent: Agent;
  private readonly url: URL;

  constructor(baseUrl: string, maxSockets: number) {
    this.url = new URL('/graphql', baseUrl);
    this.agent = new Agent({ keepAlive: true, maxSockets });
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
    this.agent.destroy();
  }

  private post<T>(body: string, token: string | undefined): Promise<T> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
      if (token) headers['authorization'] = `Bearer ${token}`;
      const req = request(this.url, { method: 'POST', agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as T);
          } catch {
            reject(new GraphqlRequestError(`HTTP_${res.statusCode}`, 'the answer is not JSON'));
          }
        });
        res.on('error', reject);
      });
      req.on('error', (error) => reject(new GraphqlRequestError('ERR_CONNECTION', error.message)));
      req.end(body);
    });
  }
}
