import { graphqlContext } from './graphql-context';

describe('graphqlContext', () => {
  it('uses the HTTP request (Fastify\'s) as it is', () => {
    const req = { headers: { authorization: 'Bearer x' }, ip: '127.0.0.1', raw: {} };
    expect(graphqlContext(req)).toEqual({ req, transport: 'http' });
  });

  it('reads the token of a graphql-ws connection from its connectionParams', () => {
    const context = graphqlContext({ connectionParams: { authorization: 'Bearer wgs_abc' }, extra: { request: { socket: { remoteAddress: '127.0.0.1' } } } });
    expect(context).toEqual({ req: { headers: { authorization: 'Bearer wgs_abc' }, ip: '127.0.0.1' }, transport: 'ws' });
    expect(graphqlContext({ connectionParams: { Authorization: 'Bearer y' } }).req.headers['authorization']).toBe('Bearer y');
    // Not a string: kept as text so that the seat check refuses it as malformed instead of treating it as a spectator.
    expect(graphqlContext({ connectionParams: { authorization: 42 } }).req.headers['authorization']).toBe('42');
    expect(graphqlContext({ connectionParams: { authorization: null } }).req.headers['authorization']).toBeUndefined();
    expect(graphqlContext({}).req.headers).toEqual({ authorization: undefined });
  });

  it('reads the client address of a graphql-ws connection from X-Forwarded-For only behind trusted proxies', () => {
    const extra = { request: { socket: { remoteAddress: '10.0.0.5' }, headers: { 'x-forwarded-for': '203.0.113.7' } } };
    expect(graphqlContext({ extra }).req.ip).toBe('10.0.0.5');
    expect(graphqlContext({ extra }, 1).req.ip).toBe('203.0.113.7');
  });
});
