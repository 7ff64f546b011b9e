import type { FetchLike } from '../http-transport';

export interface SeenRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A fetch that records each request and answers with what `answer` returns (or throws, like a dropped connection). */
export function fakeFetch(answer: (request: SeenRequest, index: number) => Response | Promise<Response>): { fetch: FetchLike; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const fetch: FetchLike = async (input, init = {}) => {
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url: new URL(input),
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([key, value]) => [key.toLowerCase(), value])),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return answer(request, requests.length - 1);
  };
  return { fetch, requests };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
