import { z } from 'zod';
import { grafSpee } from './game';
import { DEFAULT_OPTIONS, optionsSchema, parseGrafSpeeOptions } from './options';

describe('Graf Spee options (GS-7.3)', () => {
  it('GS-7.3 the sure points once per icon are a variant, off by default', () => {
    expect(DEFAULT_OPTIONS).toEqual({ surePointsPerIcon: false });
    expect(parseGrafSpeeOptions({})).toEqual({ ok: true, value: { surePointsPerIcon: false } });
    expect(parseGrafSpeeOptions(undefined)).toEqual({ ok: true, value: { surePointsPerIcon: false } });
    expect(parseGrafSpeeOptions({ surePointsPerIcon: true })).toEqual({ ok: true, value: { surePointsPerIcon: true } });
    expect(grafSpee.parseOptions(null)).toEqual({ ok: true, value: { surePointsPerIcon: false } });
  });

  it('GS-7.3 bad options are refused with a typed error naming the field; unknown keys too', () => {
    expect(parseGrafSpeeOptions({ surePointsPerIcon: 'yes' })).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_OPTIONS', rule: 'surePointsPerIcon' } });
    const unknown = grafSpee.parseOptions({ surePoints: true });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_OPTIONS' } });
    if (!unknown.ok) expect(unknown.error.message).toContain('surePoints');
    expect(parseGrafSpeeOptions([])).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_OPTIONS' } });
  });

  it('GS-7.3 the schema describes the option for the lobby, citing the rule', () => {
    const schema = z.toJSONSchema(optionsSchema, { io: 'input' });
    expect(schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { surePointsPerIcon: { type: 'boolean', default: false, description: expect.stringContaining('GS-7.3') } },
    });
    expect(grafSpee.optionsSchema).toBe(optionsSchema);
  });

  it('GS-7.3 the options are kept in the state; a game stored before the option existed gets the default', () => {
    expect(grafSpee.setup({ surePointsPerIcon: true }).options).toEqual({ surePointsPerIcon: true });
    expect(grafSpee.setup({} as never).options).toEqual({ surePointsPerIcon: false });
  });
});
