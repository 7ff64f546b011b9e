import { applyDecorators } from '@nestjs/common';
import { Field, type GqlTypeReference } from '@nestjs/graphql';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/** Any JSON value, as OpenAPI describes it. */
export const ANY_JSON: ApiPropertyOptions = { oneOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: {} }, { type: 'string' }, { type: 'number' }, { type: 'boolean' }] };

/**
 * A field of a response or input, documented once for both GraphQL (code-first `@Field`) and OpenAPI
 * (`@ApiProperty`), so that the two schemas cannot drift apart.
 */
export function DocumentedProperty(
  description: string,
  type: () => GqlTypeReference,
  options: { nullable?: boolean; api?: ApiPropertyOptions } = {},
): PropertyDecorator {
  const nullable = options.nullable ?? false;
  return applyDecorators(
    Field(type, { description, nullable }),
    ApiProperty({ description, required: !nullable, ...(nullable ? { nullable: true } : {}), ...options.api } as ApiPropertyOptions),
  );
}
