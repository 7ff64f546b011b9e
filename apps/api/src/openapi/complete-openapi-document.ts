import type { OpenAPIObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * What Nest's document builder cannot say by decorators: an operation that names no security needs no token
 * (`security: []`, not "unspecified"), and the seat token is opaque (Nest calls every bearer token a JWT).
 */
export function completeOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = path[method];
      if (operation && operation.security === undefined) operation.security = [];
    }
  }
  const bearer = document.components?.securitySchemes?.['bearer'];
  if (bearer && 'bearerFormat' in bearer) delete bearer.bearerFormat;
  return document;
}
