import { z } from 'zod';
import { arrasCommandSchema, parseArrasCommand } from './commands';

describe('Arras commands at the edge', () => {
  it('parses every command shape', () => {
    const commands = [
      { type: 'start-phase', phase: 'combat' },
      { type: 'end-phase' },
      { type: 'move', unit: '4RTR', path: ['0504', '0604'] },
      { type: 'move', unit: '7SR', path: ['0101', 'west'] },
      { type: 'attack', defender: '7SR', attackers: ['4RTR', '6DLI'] },
      { type: 'fire-88' },
      { type: 'decline-88' },
      { type: 'choose-loss', unit: '4RTR' },
      { type: 'retreat', unit: '7SR', path: ['0806', '0906'] },
      { type: 'advance', unit: '4RTR', path: ['0705', '0805'] },
      { type: 'end-advance' },
    ];
    for (const command of commands) expect(parseArrasCommand(command)).toEqual({ ok: true, value: command });
  });

  it('refuses malformed commands with ERR_MALFORMED_COMMAND naming the field', () => {
    const cases: [unknown, string][] = [
      [{ type: 'fly' }, 'type'],
      [{ type: 'move', unit: '4RTR', path: ['503'] }, 'path[0]'],
      [{ type: 'move', unit: 'Tiger', path: ['0503'] }, 'unit'],
      [{ type: 'move', unit: '4RTR', path: [] }, 'path'],
      [{ type: 'attack', defender: '7SR', attackers: [] }, 'attackers'],
      [{ type: 'retreat', unit: '7SR', path: ['0806', '0906', '1006'] }, 'path'],
      [{ type: 'start-phase', phase: 'lunch' }, 'phase'],
      ['move', ''],
    ];
    for (const [raw, field] of cases) {
      const parsed = parseArrasCommand(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.code).toBe('ERR_MALFORMED_COMMAND');
        if (field) expect(parsed.error.rule).toBe(field);
      }
    }
  });

  it('is served as JSON Schema with descriptions (zod 4 toJSONSchema)', () => {
    const schema = z.toJSONSchema(arrasCommandSchema) as { oneOf?: { description?: string; properties: { type: { const: string } } }[] };
    const variants = schema.oneOf ?? [];
    expect(variants.map((v) => v.properties.type.const)).toEqual([
      'start-phase', 'end-phase', 'move', 'attack', 'fire-88', 'decline-88', 'choose-loss', 'retreat', 'advance', 'end-advance',
    ]);
    expect(variants.every((v) => typeof v.description === 'string' && v.description.length > 10)).toBe(true);
  });
});
