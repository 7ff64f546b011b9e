import { parseArrasOptions } from './options';

describe('Arras options (AR-2.2)', () => {
  it('AR-2.2 the 17th Brigade is off by default', () => {
    expect(parseArrasOptions({})).toEqual({ ok: true, value: { brigade17: false } });
    expect(parseArrasOptions(undefined)).toEqual({ ok: true, value: { brigade17: false } });
    expect(parseArrasOptions({ brigade17: true })).toEqual({ ok: true, value: { brigade17: true } });
  });

  it('AR-2.2 bad options are refused with a typed error naming the field', () => {
    const parsed = parseArrasOptions({ brigade17: 'yes' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'ERR_MALFORMED_OPTIONS', rule: 'brigade17' });
    const unknown = parseArrasOptions({ brigade18: true });
    expect(unknown.ok).toBe(false);
  });
});
