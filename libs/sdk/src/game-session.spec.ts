import { WargamesClient } from './client';
import { WargamesNetworkError } from './errors';
import { fakeFetch, json, type SeenRequest } from './testing/fake-fetch';

const commandAnswer = (request: SeenRequest) => {
  const variables = (request.body as { variables: { commandId: string } }).variables;
  return json({ data: { submitCommand: { gameId: 'g1', commandId: variables.commandId, duplicate: false, version: 3, events: [], view: {} } } });
};

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
