import { applyDecorators } from '@nestjs/common';
import { Field, Float, ID, Int, type GqlTypeReference } from '@nestjs/graphql';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/** Any JSON value, as OpenAPI describes it. */
export const ANY_JSON: ApiPropertyOptions = { oneOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: {} }, { type: 'string' }, { type: 'number' }, { type: 'boolean' }] };

/** The OpenAPI type of a GraphQL scalar (or a list of one); undefined for object types, which name their own. */
export function openApiTypeOf(type: unknown): ApiPropertyOptions | undefined {
  if (Array.isArray(type)) {
    const item = openApiTypeOf(type[0]);
    return item ? ({ type: 'array', items: item } as ApiPropertyOptions) : undefined;
  }
  if (type === String || type === ID) return { type: 'string' };
  if (type === Int) return { type: 'integer' };
  if (type === Float) return { type: 'number' };
  if (type === Boolean) return { type: 'boolean' };
  return undefined;
}

/**
 * A field of a response, documented once for both GraphQL (code-first `@Field`) and OpenAPI (`@ApiProperty`), so
 * that the two schemas cannot drift apart. Every field is always present in an answer: a nullable one is sent as
 * null, so OpenAPI lists it as required and nullable. A scalar's OpenAPI type comes from its GraphQL type (reflection
 * would call `string | null` an object).
 */
export function DocumentedProperty(
  description: string,
  type: () => GqlTypeReference,
  options: { nullable?: boolean; api?: ApiPropertyOptions } = {},
): PropertyDecorator {
  const nullable = options.nullable ?? false;
  const namesItsType = options.api !== undefined && ('type' in options.api || 'oneOf' in options.api);
  const scalar = namesItsType ? undefined : openApiTypeOf(type());
  return applyDecorators(
    Field(type, { description, nullable }),
    ApiProperty({ description, required: true, ...(nullable ? { nullable: true } : {}), ...scalar, ...options.api } as ApiPropertyOptions),
  );
}
