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

  it('logs the REST API, GraphQL over HTTP and the health checks, as nestjs-pino’s routes did', () => {
    expect(['/graphql', '/graphql?query=x', '/api/games', '/api', '/health/live', '/health/ready'].every(isLoggedPath)).toBe(true);
    expect(['/', '/favicon.ico', '/apiary', '/graphql/x', '/health'].some(isLoggedPath)).toBe(false);
  });
});
