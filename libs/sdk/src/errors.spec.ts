import { WargamesApiError, WargamesNetworkError, retryability } from './errors';

describe('WargamesApiError', () => {
  it('carries the code, rule, message and status of the API error body', () => {
    const error = WargamesApiError.from({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'GS-4.1', message: 'C5 is not next to B3', status: 422 }, 422);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'WargamesApiError', code: 'ERR_HEX_NOT_ADJACENT', rule: 'GS-4.1', message: 'C5 is not next to B3', status: 422 });
  });

  it('is typed even when the answer is not an API error body (a proxy page)', () => {
    expect(WargamesApiError.from('<html>Bad gateway</html>', 502)).toMatchObject({ code: 'ERR_HTTP_502', rule: 'http', status: 502 });
  });
});

describe('retryability', () => {
  it.each([
    [new WargamesApiError('ERR_RATE_LIMITED', 'rate', '', 429), true, true],
    [new WargamesApiError('ERR_NOT_READY', 'database', '', 503), true, true],
    [new WargamesApiError('ERR_CONTENDED', 'expectedVersion', '', 409), true, true],
    [new WargamesApiError('ERR_STALE_VERSION', 'expectedVersion', '', 409), false, true],
    [new WargamesApiError('ERR_COMMAND_ID_REUSED', 'commandId', '', 409), false, true],
    [new WargamesApiError('ERR_NOT_YOUR_TURN', 'GS-3.5', '', 422), false, true],
    [new WargamesNetworkError('reset'), true, false],
    // A load balancer's answers while a replica restarts: the request may have reached the replica first.
    [WargamesApiError.from('<html>502 Bad Gateway</html>', 502), true, false],
    [WargamesApiError.from('<html>504 Gateway Time-out</html>', 504), true, false],
    [WargamesApiError.from('<html>503 Service Unavailable</html>', 503), true, true],
    [new TypeError('a bug'), false, true],
  ])('%s → retryable %s, answered %s', (error, retryable, answered) => {
    expect(retryability(error)).toEqual({ retryable, answered });
  });
});
