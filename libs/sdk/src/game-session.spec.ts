import { WargamesClient } from './client';
import { WargamesNetworkError } from './errors';
import { fakeFetch, json, type SeenRequest } from './testing/fake-fetch';

const commandAnswer = (request: SeenRequest) => {
  const variables = (request.body as { variables: { commandId: string } }).variables;
  return json({ data: { submitCommand: { gameId: 'g1', commandId: variables.commandId, duplicate: false, version: 3, events: [], view: {} } } });
};

/** What HAProxy answers while the replica it picked restarts: an HTML page, not the API's JSON. */
const gatewayPage = (status: 502 | 503 | 504, headers: Record<string, string> = {}) =>
  new Response(`<html><body><h1>${status} gateway</h1></body></html>`, { status, headers: { 'content-type': 'text/html', ...headers } });

describe('GameSession.submit', () => {
  it('sends the same commandId again on each retry (a dropped answer, a rate limit), so the command is stored once', async () => {
    const { fetch, requests } = fakeFetch((request, index) => {
      if (index === 0) throw new TypeError('socket hang up');
      if (index === 1) return json({ code: 'ERR_RATE_LIMITED', rule: 'rate', message: 'wait', status: 429 }, 429, { 'retry-after': '1' });
      return commandAnswer(request);
    });
    const pauses: number[] = [];
    const client = new WargamesClient({ url: 'http://api.test', fetch, sleep: async (ms) => void pauses.push(ms) });
    const session = client.game('graf-spee').open('g1', { token: 'tok' });
    const result = await session.submit({ type: 'move-spee', path: ['C3', 'D3'] }, { expectedVersion: 2 });
    const sent = requests.map((request) => (request.body as { variables: Record<string, unknown> }).variables);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((variables) => variables['commandId'])).size).toBe(1);
    expect(sent[0]).toMatchObject({ gameId: 'g1', expectedVersion: 2, command: { type: 'move-spee', path: ['C3', 'D3'] } });
    expect(result.commandId).toBe(sent[0]?.['commandId']);
    expect(pauses[1]).toBe(1_000);
  });

  it('sends the command again with the same commandId through a load balancer\'s 502, 503 and 504, waiting as Retry-After says', async () => {
    const { fetch, requests } = fakeFetch((request, index) => {
      if (index === 0) return gatewayPage(502, { 'retry-after': '2' });
      if (index === 1) return gatewayPage(504);
      if (index === 2) return gatewayPage(503, { 'retry-after': '1' });
      return commandAnswer(request);
    });
    const pauses: number[] = [];
    const session = new WargamesClient({ url: 'http://api.test', fetch, sleep: async (ms) => void pauses.push(ms) }).game('arras').open('g1', { token: 't' });
    const result = await session.submit({ type: 'end-phase' });
    const ids = requests.map((request) => (request.body as { variables: { commandId: string } }).variables.commandId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(1);
    expect(result.commandId).toBe(ids[0]);
    expect(pauses[0]).toBe(2_000);
    expect(pauses[2]).toBe(1_000);
  });

  it('stops after the configured tries while the gateway keeps answering 502, with a typed error', async () => {
    const { fetch, requests } = fakeFetch(() => gatewayPage(502));
    const session = new WargamesClient({ url: 'http://api.test', fetch, retry: { attempts: 3 }, sleep: async () => undefined }).game('arras').open('g1', { token: 't' });
    await expect(session.submit({ type: 'end-phase' })).rejects.toMatchObject({ name: 'WargamesApiError', code: 'ERR_HTTP_502', status: 502 });
    expect(requests).toHaveLength(3);
  });

  it('uses the caller’s own commandId when given', async () => {
    const { fetch, requests } = fakeFetch(commandAnswer);
    await new WargamesClient({ url: 'http://api.test', fetch }).game('arras').open('g1', { token: 't' }).submit({ type: 'end-phase' }, { commandId: 'mine-1' });
    expect(requests[0]?.body).toMatchObject({ variables: { commandId: 'mine-1', expectedVersion: null } });
  });

  it('two calls are two logical commands with two ids', async () => {
    const { fetch, requests } = fakeFetch(commandAnswer);
    const session = new WargamesClient({ url: 'http://api.test', fetch }).game('arras').open('g1', { token: 't' });
    await session.submit({ type: 'end-phase' });
    await session.submit({ type: 'end-phase' });
    const ids = requests.map((request) => (request.body as { variables: { commandId: string } }).variables.commandId);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('does not retry creating a game after a dropped connection (it may exist already), but does after a 503', async () => {
    const dropped = fakeFetch(() => {
      throw new TypeError('socket hang up');
    });
    await expect(new WargamesClient({ url: 'http://api.test', fetch: dropped.fetch, sleep: async () => undefined }).game('arras').create()).rejects.toBeInstanceOf(WargamesNetworkError);
    expect(dropped.requests).toHaveLength(1);
    const down = fakeFetch((_request, index) =>
      index === 0 ? json({ code: 'ERR_NOT_READY', rule: 'database', message: 'down', status: 503 }, 503) : json({ data: { createGame: { id: 'g2' } } }),
    );
    await expect(new WargamesClient({ url: 'http://api.test', fetch: down.fetch, sleep: async () => undefined }).game('arras').create()).resolves.toEqual({ id: 'g2' });
    expect(down.requests).toHaveLength(2);
  });

  it('does not retry creating a game or claiming a seat after a 502 or 504 (the replica may have done it)', async () => {
    for (const status of [502, 504] as const) {
      const gateway = fakeFetch(() => gatewayPage(status));
      const arras = new WargamesClient({ url: 'http://api.test', fetch: gateway.fetch, sleep: async () => undefined }).game('arras');
      await expect(arras.create()).rejects.toMatchObject({ status });
      await expect(arras.claim('g1', 'allied')).rejects.toMatchObject({ status });
      expect(gateway.requests).toHaveLength(2);
    }
  });
});

describe('GameSession.frames', () => {
  const frame = (step: number) => ({ gameId: 'g1', perspective: 'british', step, steps: 2, version: step * 2, actor: null, events: [], view: {}, pending: [], outcome: null });

  it('asks for a range and perspective once and yields each NDJSON frame in order', async () => {
    const body = [0, 1, 2].map((step) => JSON.stringify(frame(step))).join('\n') + '\n';
    const { fetch, requests } = fakeFetch(() => new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }));
    const session = new WargamesClient({ url: 'http://api.test', fetch }).game('graf-spee').open('g1', { token: 'tok' });
    const steps: number[] = [];
    for await (const received of session.frames({ from: 0, to: 2, perspective: 'british' })) steps.push(received.step);
    expect(steps).toEqual([0, 1, 2]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/api/games/g1/frames');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({ from: '0', to: '2', perspective: 'british' });
    expect(requests[0]?.headers['authorization']).toBe('Bearer tok');
  });

  it('asks again after a gateway\'s 504 (a read is idempotent)', async () => {
    const body = [0, 1, 2].map((step) => JSON.stringify(frame(step))).join('\n') + '\n';
    const { fetch, requests } = fakeFetch((_request, index) =>
      index === 0 ? gatewayPage(504) : new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    );
    const session = new WargamesClient({ url: 'http://api.test', fetch, sleep: async () => undefined }).game('graf-spee').open('g1');
    const steps: number[] = [];
    for await (const received of session.frames({ perspective: 'spectator' })) steps.push(received.step);
    expect(steps).toEqual([0, 1, 2]);
    expect(requests).toHaveLength(2);
  });

  it('throws the API error of a refused perspective (the game still runs)', async () => {
    const { fetch } = fakeFetch(() => json({ code: 'ERR_PERSPECTIVE_FORBIDDEN', rule: 'perspective', message: 'not yet', status: 403 }, 403));
    const session = new WargamesClient({ url: 'http://api.test', fetch }).game('graf-spee').open('g1', { token: 'tok' });
    await expect(session.frames({ perspective: 'omniscient' }).next()).rejects.toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN', status: 403 });
  });
});

describe('GameSession.preview', () => {
  it('asks previewCommand with the seat token and answers the game’s preview', async () => {
    const preview = { kind: 'attack', column: '2:1', rules: ['AR-8.1', 'AR-8.2'] };
    const { fetch, requests } = fakeFetch(() => json({ data: { previewCommand: { gameId: 'g1', role: 'allied', version: 7, preview } } }));
    const session = new WargamesClient({ url: 'http://api.test', fetch }).game('arras').open('g1', { token: 'tok' });
    const answer = await session.preview({ type: 'attack', defender: '7SR', attackers: ['4RTR'] });
    expect(answer).toEqual({ gameId: 'g1', role: 'allied', version: 7, preview });
    expect(requests[0]?.headers['authorization']).toBe('Bearer tok');
    expect(requests[0]?.body).toMatchObject({ variables: { gameId: 'g1', command: { type: 'attack', defender: '7SR', attackers: ['4RTR'] } } });
  });

  it('throws the API’s refusal with its rule', async () => {
    const { fetch } = fakeFetch(() => json({ errors: [{ message: '7Kr is not adjacent', extensions: { code: 'ERR_NOT_ADJACENT_TO_DEFENDER', rule: 'AR-8.1', status: 422 } }] }));
    const session = new WargamesClient({ url: 'http://api.test', fetch }).game('arras').open('g1', { token: 'tok' });
    await expect(session.preview({ type: 'attack', defender: '7Kr', attackers: ['6DLI'] })).rejects.toMatchObject({ code: 'ERR_NOT_ADJACENT_TO_DEFENDER', rule: 'AR-8.1', status: 422 });
  });
});

describe('GameSession.position', () => {
  it('reads the view and, for a seat, the legal commands in one request', async () => {
    const view = { gameId: 'g1', version: 4, view: {} };
    const legal = { gameId: 'g1', role: 'allied', version: 4, commands: [{ type: 'end-phase' }] };
    const { fetch, requests } = fakeFetch(() => json({ data: { view, legalCommands: legal } }));
    const client = new WargamesClient({ url: 'http://api.test', fetch });
    expect(await client.game('arras').open('g1', { token: 'tok' }).position()).toEqual({ view, legal });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ variables: { gameId: 'g1', withLegal: true } });
  });

  it('asks for at least a version the caller holds only when told to', async () => {
    const view = { gameId: 'g1', version: 4, view: {} };
    const legal = { gameId: 'g1', role: 'allied', version: 4, commands: [] };
    const { fetch, requests } = fakeFetch(() => json({ data: { view, legalCommands: legal } }));
    const session = new WargamesClient({ url: 'http://api.test', fetch }).game('arras').open('g1', { token: 'tok' });
    await session.position({ atLeastVersion: 4 });
    await session.legal({ atLeastVersion: 4 });
    await session.view({ atLeastVersion: 4 });
    await session.legal();
    expect(requests.map((request) => (request.body as { variables: { atLeastVersion: unknown } }).variables.atLeastVersion)).toEqual([4, 4, 4, null]);
  });

  it('asks no legal commands for a spectator', async () => {
    const { fetch, requests } = fakeFetch(() => json({ data: { view: { gameId: 'g1', version: 1 } } }));
    const answer = await new WargamesClient({ url: 'http://api.test', fetch }).game('arras').open('g1').position();
    expect(answer.legal).toBeNull();
    expect(requests[0]?.body).toMatchObject({ variables: { withLegal: false } });
  });
});

describe('GameTypeClient.create with bots', () => {
  it('sends the computer seats as createGame’s bots, and none when there are none', async () => {
    const { fetch, requests } = fakeFetch(() => json({ data: { createGame: { id: 'g3' } } }));
    const spee = new WargamesClient({ url: 'http://api.test', fetch }).game('graf-spee');
    await spee.create({}, { bots: { british: 'heuristic' } });
    await spee.create();
    expect(requests[0]?.body).toMatchObject({ variables: { gameType: 'graf-spee', bots: [{ role: 'british', level: 'heuristic' }] } });
    expect(requests[1]?.body).toMatchObject({ variables: { bots: null } });
  });
});
