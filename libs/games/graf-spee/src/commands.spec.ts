import { z } from 'zod';
import { grafSpee } from './game';

describe('commands (input at the edge; options: options.spec.ts)', () => {
  it('parses a well-formed command and fills the refuel default', () => {
    expect(grafSpee.parseCommand({ type: 'move-spee', path: ['B4'] })).toEqual({ ok: true, value: { type: 'move-spee', path: ['B4'], refuel: false } });
  });

  it('refuses malformed input with a typed code naming the field', () => {
    const wrongType = grafSpee.parseCommand({ type: 'move-spee', path: 'B4' });
    expect(wrongType).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND', rule: 'path' } });
    expect(grafSpee.parseCommand({ type: 'fly' })).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND' } });
    expect(grafSpee.parseCommand(null)).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND' } });
    expect(grafSpee.parseCommand({ type: 'raid', speeHex: 'C3' })).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND' } });
    expect(grafSpee.parseCommand({ type: 'deploy-british', atlantic: 2.5, indian: 1 })).toMatchObject({ ok: false, error: { rule: 'atlantic' } });
  });

  it('serves the command schema as JSON Schema with descriptions', () => {
    const schema = z.toJSONSchema(grafSpee.commandSchema, { io: 'input' }) as { oneOf?: { description?: string }[]; anyOf?: { description?: string }[] };
    const variants = schema.oneOf ?? schema.anyOf ?? [];
    expect(variants).toHaveLength(15);
    expect(variants.every((v) => typeof v.description === 'string' && v.description.length > 10)).toBe(true);
    expect(JSON.stringify(schema)).toContain('GS-4.3');
  });
});
