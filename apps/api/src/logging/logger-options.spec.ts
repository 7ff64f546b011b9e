import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logLines } from '../testing/log-lines';
import { isLoggedPath, logSetup, redactUrl } from './logger-options';

describe('logger options', () => {
  it('redacts the access_token of a logged URL and keeps the rest', () => {
    expect(redactUrl('/api/games/g/events?afterSeq=3&access_token=wgs_secret')).toBe('/api/games/g/events?afterSeq=3&access_token=[REDACTED]');
    expect(redactUrl('/api/games/g/events?access_token=wgs_secret#x')).toBe('/api/games/g/events?access_token=[REDACTED]#x');
    expect(redactUrl('/api/games')).toBe('/api/games');
  });

  it('logs only the method, url, user agent and address of a request, never its token', () => {
    const options = logSetup({ logLevel: 'info' }).params.pinoHttp as { serializers: { req: (req: unknown) => unknown } };
    const logged = options.serializers.req({
      id: 1,
      method: 'POST',
      url: '/api/games/g/commands',
      headers: { authorization: 'Bearer wgs_secret', 'user-agent': 'curl', cookie: 'c' },
      body: { command: { type: 'move', path: ['B3'] } },
    });
    expect(JSON.stringify(logged)).not.toMatch(/wgs_secret|B3|cookie/);
    expect(logged).toMatchObject({ method: 'POST', url: '/api/games/g/commands', headers: { authorization: '[REDACTED]' } });
  });

  it('writes a request line over HTTP with none of the secret headers a client sends, its own redaction being off', async () => {
    const { lines, destination } = logLines();
    const logs = logSetup({ logLevel: 'info' }, destination);
    const server = createServer((request, response) => {
      logs.requests(request, response);
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const headers = { authorization: 'Bearer wgs_header_secret', cookie: 'session=cookie_secret', 'sec-websocket-protocol': 'graphql-transport-ws, wgs_protocol_secret', 'user-agent': 'spec' };
      await (await fetch(`http://127.0.0.1:${port}/api/games?access_token=wgs_query_secret`, { headers })).text();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/_secret|cookie|sec-websocket/);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      req: { method: 'GET', url: '/api/games?access_token=[REDACTED]', headers: { authorization: '[REDACTED]', 'user-agent': 'spec' } },
      res: { statusCode: 200 },
    });
  });

  it('logs the REST API, GraphQL over HTTP and the health checks, as nestjs-pino’s routes did', () => {
    expect(['/graphql', '/graphql?query=x', '/api/games', '/api', '/health/live', '/health/ready'].every(isLoggedPath)).toBe(true);
    expect(['/', '/favicon.ico', '/apiary', '/graphql/x', '/health'].some(isLoggedPath)).toBe(false);
  });
});
