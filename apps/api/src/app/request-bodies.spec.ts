import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';
import { strictJsonBody, unreadBody } from './request-bodies';

function parse(parser: typeof strictJsonBody, body: string, contentType = 'application/json'): { error: unknown; value: unknown } {
  let outcome: { error: unknown; value: unknown } | undefined;
  const request = { headers: { 'content-type': contentType } } as unknown as FastifyRequest;
  void parser.call(undefined as never, request, Buffer.from(body, 'utf8'), (error: Error | null, value?: unknown) => {
    outcome = { error, value };
  });
  if (!outcome) throw new Error('the parser did not answer');
  return outcome;
}

describe('request bodies', () => {
  it('reads a JSON object or array, in UTF-8', () => {
    expect(parse(strictJsonBody, '{"commandId":"a","command":{"type":"raid"}}')).toEqual({ error: null, value: { commandId: 'a', command: { type: 'raid' } } });
    expect(parse(strictJsonBody, ' [1, "ü"]', 'application/json; charset=UTF-8')).toEqual({ error: null, value: [1, 'ü'] });
  });

  it('takes an empty body for no body', () => {
    expect(parse(strictJsonBody, '')).toEqual({ error: null, value: undefined });
    expect(parse(strictJsonBody, ' \n')).toEqual({ error: null, value: undefined });
  });

  it.each([
    ['a scalar', '42', 'ERR_BAD_JSON'],
    ['null', 'null', 'ERR_BAD_JSON'],
    ['a string', '"x"', 'ERR_BAD_JSON'],
    ['a cut-off object', '{"query": ', 'ERR_BAD_JSON'],
  ])('refuses %s as ERR_BAD_JSON', (_name, body, code) => {
    const { error } = parse(strictJsonBody, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, status: 400 });
  });

  it('refuses another charset with 415', () => {
    expect(parse(strictJsonBody, '{}', 'application/json; charset=latin1').error).toMatchObject({ code: 'ERR_UNSUPPORTED_MEDIA_TYPE', status: 415 });
  });

  it('leaves a body of another type unread', () => {
    expect(parse(unreadBody, '--x--', 'multipart/form-data; boundary=x')).toEqual({ error: null, value: undefined });
  });
});
