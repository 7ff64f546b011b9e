import { z } from 'zod';

/**
 * A schema that also accepts `branch`: one more branch of the same discriminated union when it is one (so the served
 * JSON Schema stays one flat `oneOf` whose every branch has its `type`), else a union of the two; its description kept.
 */
export function withBranch(schema: z.ZodType, branch: z.ZodObject): z.ZodType {
  const joined =
    schema instanceof z.ZodDiscriminatedUnion
      ? z.discriminatedUnion(schema.def.discriminator, [...schema.options, branch] as unknown as [z.ZodObject, ...z.ZodObject[]])
      : z.union([schema, branch]);
  return schema.description === undefined ? joined : joined.describe(schema.description);
}
