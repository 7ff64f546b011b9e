import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp, type Options } from 'pino-http';
import { logSetup } from './logger-options';

type Line = Record<string, unknown> & { req?: Record<string, unknown>; res?: { statusCode?: number }; err?: { message?: string }; msg?: string; level?: number };

function collector(): { lines: Line[]; destination: Writable } {
  const lines: Line[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      callback();
    },
  });
  return { lines, destination };
}

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('RequestLog', () => {
  it('writes the line pino-http wrote for the same request, and its level from the status', async () => {
    const ours = collector();
    const theirs = collector();
    const setup = logSetup({ logLevel: 'info' }, ours.destination);
    // pino-http 11 with the options it had here (serializers, the same logger setup), writing elsewhere.
    const reference = pinoHttp({
      ...(logSetup({ logLevel: 'info' }, theirs.destination).params.pinoHttp as Options),
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    });
    let next = 0;
    const { server, url } = await serve((request, response) => {
      (request as { id?: unknown }).id = `req-${++next}`;
      setup.requests.start(request, response);
      reference(request, response);
      response.statusCode = Number.parseInt(request.url?.slice(1) ?? '200', 10);
      response.end('x');
    });
    try {
      const bearer = { authorization: 'Bearer wgs_secret' };
      await get(`${url}/200?access_token=wgs_secret`, { ...bearer, 'user-agent': 'jest', cookie: 'c' });
      await get(`${url}/404`, bearer);
      await get(`${url}/503`, bearer);
      await get(`${url}/200`);
      await settle();
      const strip = ({ time: _time, responseTime, pid: _pid, hostname: _hostname, err, ...rest }: Line) => ({ ...rest, responseTime: typeof responseTime, err: err?.message });
      expect(ours.lines.slice(0, 3).map(strip)).toEqual(theirs.lines.slice(0, 3).map(strip));
      // Without an Authorization header the line says nothing of one (pino-http's line said "[REDACTED]" all the same:
      // the logger's redaction wrote its censor where the serializer had left the field out).
      expect(ours.lines[3]?.req?.['headers']).toEqual({});
      expect(theirs.lines[3]?.req?.['headers']).toEqual({ authorization: '[REDACTED]' });
      expect(ours.lines.map((line) => [line.level, line.msg, line.res?.statusCode])).toEqual([
        [30, 'request completed', 200],
        [40, 'request completed', 404],
        [50, 'request errored', 503],
        [30, 'request completed', 200],
      ]);
      expect(ours.lines[0]?.req).toMatchObject({ id: 'req-1', method: 'GET', url: '/200?access_token=[REDACTED]', headers: { authorization: '[REDACTED]', 'user-agent': 'jest' } });
      expect(JSON.stringify(ours.lines)).not.toMatch(/wgs_secret|cookie/);
      expect(ours.lines[2]?.err?.message).toBe('failed with status code 503');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('gives the application a logger whose lines carry the request, made once per request', async () => {
    const ours = collector();
    const setup = logSetup({ logLevel: 'info' }, ours.destination);
    const { server, url } = await serve((request, response) => {
      (request as { id?: unknown }).id = 'req-7';
      setup.requests.start(request, response);
      const logger = setup.requests.loggerFor(request);
      expect(setup.requests.loggerFor(request)).toBe(logger);
      logger.error({ context: 'GraphQL', err: new Error('boom') }, 'resolver failed');
      response.statusCode = 500;
      response.end();
    });
    try {
      await get(`${url}/graphql`, { authorization: 'Bearer wgs_secret' });
      await settle();
      const fault = ours.lines.find((line) => line.msg === 'resolver failed');
      expect(fault).toMatchObject({ level: 50, context: 'GraphQL', err: { message: 'boom' }, req: { id: 'req-7', method: 'GET', url: '/graphql', headers: { authorization: '[REDACTED]' } } });
      expect(JSON.stringify(ours.lines)).not.toContain('wgs_secret');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('writes one line when the client goes away before the answer', async () => {
    const ours = collector();
    const setup = logSetup({ logLevel: 'info' }, ours.destination);
    let closed!: () => void;
    const gone = new Promise<void>((resolve) => (closed = resolve));
    const { server, url } = await serve((request, response) => {
      setup.requests.start(request, response);
      setup.requests.start(request, response);
      response.on('close', () => closed());
    });
    try {
      const sent = httpRequest(`${url}/api/games/g/events`);
      sent.on('error', () => undefined);
      sent.end();
      await new Promise((resolve) => setTimeout(resolve, 50));
      sent.destroy();
      await gone;
      await settle();
      expect(ours.lines.map((line) => [line.msg, line.req?.['url']])).toEqual([['request completed', '/api/games/g/events']]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
