import { OMNISCIENT, playRandomGame, seededDice, SPECTATOR } from '@wargames/engine';
import { given } from '@wargames/engine/testing';
import fc from 'fast-check';
import { z } from 'zod';
import { arras } from './arras';
import { arrasEventSchema } from './events';
import { phaseNameSchema } from './names';
import { combatStepSchema, type ArrasState } from './state';
import { scenario } from './test-scenario';
import { arrasViewSchema } from './view';

const VIEWERS = ['allied', 'german', SPECTATOR, OMNISCIENT];
const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as JsonSchema;

interface JsonSchema {
  description?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: unknown;
}

/** Every object property in a JSON Schema, as "path: its schema". */
function properties(schema: JsonSchema, at = ''): [string, JsonSchema][] {
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, child]): [string, JsonSchema][] => [[`${at}.${name}`, child], ...properties(child, `${at}.${name}`)]);
  const nested = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.items ? [schema.items] : []), ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : [])];
  return [...own, ...nested.flatMap((child) => properties(child, at))];
}

/** Every object in a JSON Schema forbids keys it does not name (strict). */
function objects(schema: JsonSchema): JsonSchema[] {
  const here = schema.properties ? [schema] : [];
  const nested = [...Object.values(schema.properties ?? {}), ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.items ? [schema.items] : []), ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : [])];
  return [...here, ...nested.flatMap(objects)];
}

describe('typed payloads: the view and event schemas', () => {
  it('AR-9 in random games every view, for every viewer, and every event parse with the schemas, unchanged', () => {
    const eventTypes = new Set<string>();
    let stacked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, brigade17) => {
        const check = (state: ArrasState) => {
          for (const viewer of VIEWERS) {
            const shown = arras.view(state, viewer);
            const parsed = arrasViewSchema.safeParse(shown);
            if (!parsed.success) throw new Error(`view for ${viewer}: ${parsed.error.message}`);
            expect(parsed.data).toEqual(shown);
            if (shown.stacks.length > 0) stacked++;
          }
        };
        check(arras.setup({ brigade17 }));
        playRandomGame(arras, { brigade17 }, seededDice(seed), 5_000, ({ events, next }) => {
          for (const event of events) {
            eventTypes.add(event.type);
            for (const viewer of VIEWERS) {
              const seen = arras.redact(event as never, viewer);
              const parsed = arrasEventSchema.safeParse(seen);
              if (!parsed.success) throw new Error(`${event.type} for ${viewer}: ${parsed.error.message}`);
              expect(parsed.data).toEqual(seen);
            }
          }
          check(next as ArrasState);
        });
      }),
      { numRuns: 12 },
    );
    expect(stacked).toBeGreaterThan(0);
    // the random games meet nearly every event type, and each is one the schema declares
    const declared = (jsonSchema(arrasEventSchema).oneOf ?? []).map((option) => option.properties?.['type']?.const);
    expect(declared.length).toBe(18);
    for (const type of eventTypes) expect(declared).toContain(type);
    expect(eventTypes.size).toBeGreaterThan(15);
  });

  it('the test positions (test-scenario.ts) are made of events the schema accepts', () => {
    const events = scenario({ units: { '4RTR': '0604*', '7SR': '0705' }, side: 'german', phase: 'combat', done: ['movement'], turn: 3, gunUsed: true }, { brigade17: true });
    for (const event of events) expect([event, arrasEventSchema.safeParse(event).success]).toEqual([event, true]);
    expect(arrasViewSchema.safeParse(arras.view(given(arras, { brigade17: true }, events).state, 'german')).success).toBe(true);
  });

  it('AR-9 the schemas are strict: an unknown key anywhere fails, and so does an unknown unit', () => {
    const state = arras.setup({ brigade17: false });
    const shown = arras.view(state, 'allied');
    expect(arrasViewSchema.safeParse(shown).success).toBe(true);
    expect(arrasViewSchema.safeParse({ ...shown, secret: 1 }).success).toBe(false);
    expect(arrasViewSchema.safeParse({ ...shown, units: { ...shown.units, '4RTR': { ...shown.units['4RTR'], hidden: true } } }).success).toBe(false);
    expect(arrasViewSchema.safeParse({ ...shown, units: { ...shown.units, Tiger: { hex: '0101', status: 'map', disrupted: false } } }).success).toBe(false);
    expect(arrasViewSchema.safeParse({ ...shown, zoc: { ...shown.zoc, neutral: [] } }).success).toBe(false);
    const moved = { type: 'unit-moved', unit: '4RTR', from: '0403', path: ['0503'], cost: 0.5 };
    expect(arrasEventSchema.safeParse(moved).success).toBe(true);
    expect(arrasEventSchema.safeParse({ ...moved, by: 'allied' }).success).toBe(false);
    expect(arrasEventSchema.safeParse({ type: 'combat-step', step: { kind: 'gun', extra: 1 } }).success).toBe(false);
    expect(arrasEventSchema.safeParse({ type: 'unit-teleported', unit: '4RTR' }).success).toBe(false);
    // the JSON Schemas say so too: every object forbids other keys
    for (const schema of [jsonSchema(arrasViewSchema), jsonSchema(arrasEventSchema)]) {
      for (const object of objects(schema)) expect(object.additionalProperties).toBe(false);
    }
  });

  it('both are served as JSON Schema (output), with no unrepresentable part and a description on every field', () => {
    for (const schema of [arras.viewSchema, arras.eventSchema] as z.ZodType[]) {
      expect(() => jsonSchema(schema)).not.toThrow();
      const fields = properties(jsonSchema(schema));
      expect(fields.length).toBeGreaterThan(20);
      expect(fields.filter(([, field]) => !field.description).map(([path]) => path)).toEqual([]);
    }
    expect(arras.viewSchema).toBe(arrasViewSchema);
    expect(arras.eventSchema).toBe(arrasEventSchema);
  });
});

describe('steps (engine contract)', () => {
  it('names every phase and every combat step kind that views and events carry, each with its rule and a description', () => {
    const kinds = (jsonSchema(combatStepSchema).oneOf ?? []).map((option) => option.properties?.['kind']?.const);
    const carried = [...phaseNameSchema.options, ...kinds];
    expect(carried).toEqual(['movement', 'combat', 'recovery', 'gun', 'loss', 'retreat', 'advance']);
    const steps = arras.steps ?? [];
    expect(steps.map((step) => step.id).sort()).toEqual([...carried].sort());
    for (const step of steps) {
      expect(step.rule).toMatch(/^AR-[0-9]+(\.[0-9]+)?$/);
      expect(step.description.length).toBeGreaterThan(20);
    }
  });
});
