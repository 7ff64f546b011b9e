import { z } from 'zod';
import { parseWith } from './zod-parse';

describe('parseWith', () => {
  const schema = z.object({ type: z.literal('move'), path: z.array(z.string().regex(/^[A-E][1-6]$/)) });

  it('returns the parsed value', () => {
    expect(parseWith(schema, { type: 'move', path: ['A1'] }, 'ERR_X', 'command')).toEqual({
      ok: true,
      value: { type: 'move', path: ['A1'] },
    });
  });

  it('names the offending field in the rule and the message', () => {
    const result = parseWith(schema, { type: 'move', path: ['A1', 'Z9'] }, 'ERR_MALFORMED_COMMAND', 'command');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('ERR_MALFORMED_COMMAND');
    expect(result.error.rule).toBe('path[1]');
    expect(result.error.message).toMatch(/^command field "path\[1\]": /);
  });

  it('handles input that is not an object at all', () => {
    const result = parseWith(schema, 'move', 'ERR_MALFORMED_COMMAND', 'command');
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'ERR_MALFORMED_COMMAND', rule: 'command' }) });
  });
});
