import type { AnyGame, StepInfo } from '@wargames/engine';
import { z } from 'zod';

/** A JSON Schema document, as zod writes it. */
export type JsonSchema = Record<string, unknown>;

/** What the SDK's types of one game are generated from: the JSON Schemas of its zod schemas, as the API serves them. */
export interface GameSchemas {
  readonly id: string;
  readonly title: string;
  readonly roles: readonly string[];
  /** What a client sends: the input side of the zod schemas (fields with defaults are optional). */
  readonly options: JsonSchema;
  readonly command: JsonSchema;
  /** What a client receives: the output side. Absent until the game's definition has the schema. */
  readonly view?: JsonSchema;
  readonly event?: JsonSchema;
  readonly steps?: readonly StepInfo[];
}

const input = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const output = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

/** Every schema the game's definition has; the optional ones (view, event, steps) are taken as soon as they exist. */
export function gameSchemas(game: AnyGame): GameSchemas {
  return {
    id: game.id,
    title: game.title,
    roles: [...game.roles],
    options: input(game.optionsSchema),
    command: input(game.commandSchema),
    ...(game.viewSchema ? { view: output(game.viewSchema) } : {}),
    ...(game.eventSchema ? { event: output(game.eventSchema) } : {}),
    ...(game.steps ? { steps: game.steps.map(({ id, rule, description }) => ({ id, rule, description })) } : {}),
  };
}
