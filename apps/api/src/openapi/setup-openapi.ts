import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { completeOpenApiDocument } from './complete-openapi-document';
import { ERROR_MEANING, ERROR_STATUS, type ErrorCode } from '../errors/error-codes';

export const OPENAPI_JSON_PATH = 'api/openapi.json';
export const SWAGGER_UI_PATH = 'api/docs';

function errorTable(): string {
  const rows = (Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => `| \`${code}\` | ${ERROR_STATUS[code]} | ${ERROR_MEANING[code]} |`);
  return ['| code | HTTP | meaning |', '|---|---|---|', ...rows].join('\n');
}

const DESCRIPTION = `
Play Graf Spee and Arras over REST (this document) or GraphQL (\`/graphql\`, subscriptions over graphql-ws on the same path).

**Seats and tokens.** \`POST /api/games/{id}/seats/{role}\` answers a secret token, once. Send it as
\`Authorization: Bearer <token>\` on every request about that game. Without a token you are a spectator.
Everything you receive is computed by the game's view/redact for your seat: hidden facts never reach you.

**Commands.** \`POST /api/games/{id}/commands\` with \`{ commandId, expectedVersion?, command }\`. The command shapes
are JSON Schemas at \`GET /api/game-types/{type}/command-schema\` (views: \`…/view-schema\`, events: \`…/event-schema\`);
your legal commands now are at \`GET /api/games/{id}/legal\`, and in each command's answer (\`legal\`). The same command
again under its \`commandId\` answers the first result (200) and stores nothing; another command under a used id is
refused (409 ERR_COMMAND_ID_REUSED). Each command stores a hidden envelope row before its events: versions move by more
than the events you see; set \`expectedVersion\` to the last \`version\` you read.

**Rate limits.** Commands per seat (a token bucket), live feeds open per address and per token, and a per-address
request ceiling. A 429 carries \`Retry-After\`, \`RateLimit-Policy\` and \`RateLimit\` (IETF draft) headers.

**Errors** answer \`{ code, rule, message, status }\`. \`rule\` is the rule paragraph (GS-4.1, AR-6.2) or the request
field that was wrong. A refused request changes nothing. A game's own rule codes (\`ERR_NOT_YOUR_TURN\`,
\`ERR_HEX_NOT_ADJACENT\`, …) are sent with status 422.

${errorTable()}
`;

/** Builds the OpenAPI document from the controllers and serves it with Swagger UI (assets are local). */
export function setupOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Wargames API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addServer('/', 'This server')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'The seat token from claiming a seat (opaque, `wgs_…`). Optional on game routes: without it you are a spectator.' })
    .build();
  const document = completeOpenApiDocument(SwaggerModule.createDocument(app, config));
  // As in package.json; Nest's setLicense would add an empty url.
  document.info.license = { name: 'UNLICENSED' };
  // No online validator badge: the UI works offline and sends the document nowhere.
  SwaggerModule.setup(SWAGGER_UI_PATH, app, document, { jsonDocumentUrl: OPENAPI_JSON_PATH, customSiteTitle: 'Wargames API', swaggerOptions: { validatorUrl: null } });
  return document;
}
