import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import ts from 'typescript';
import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/start-test-app';

const run = promisify(execFile);
const root = join(__dirname, '..', '..', '..', '..');
const REDOCLY = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const OPENAPI_TYPESCRIPT = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
// Redocly's CLI would otherwise send telemetry and look for updates.
const QUIET_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

interface RedoclyProblem {
  readonly ruleId: string;
  readonly severity: 'error' | 'warn';
  readonly message: string;
  readonly location: { pointer: string }[];
}

// Each check starts a tool (a CLI process, the TypeScript compiler): slow on a busy machine.
jest.setTimeout(120_000);

describe('the served OpenAPI document', () => {
  let app: TestApp;
  let document: OpenAPIV3.Document;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    app = await startTestApp();
    document = (await new ApiClient(app.url).get<OpenAPIV3.Document>('/api/openapi.json')).body;
    dir = mkdtempSync(join(tmpdir(), 'wargames-openapi-'));
    file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a valid OpenAPI document (@apidevtools/swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('passes `redocly lint` with the recommended rules without an error', async () => {
    const { stdout } = await run(process.execPath, [REDOCLY, 'lint', file, '--config', join(root, 'apps', 'api', 'redocly.yaml'), '--format', 'json'], { env: QUIET_ENV }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    const problems = (JSON.parse(stdout) as { problems: RedoclyProblem[] }).problems;
    const describe = (problem: RedoclyProblem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`;
    expect(problems.filter((problem) => problem.severity === 'error').map(describe)).toEqual([]);
    // Warnings left on purpose: the license has no URL (UNLICENSED), and health checks have no 4xx answer.
    expect(problems.map((problem) => problem.ruleId).sort()).toEqual(['info-license-strict', 'operation-4xx-response', 'operation-4xx-response']);
  });

  it('types nullable strings as strings and calls the seat token opaque, not a JWT', () => {
    const schemas = document.components?.schemas as Record<string, OpenAPIV3.SchemaObject>;
    const property = (schema: string, name: string) => (schemas[schema]?.properties?.[name] ?? {}) as OpenAPIV3.SchemaObject;
    expect(property('OutcomeModel', 'winner')).toMatchObject({ type: 'string', nullable: true });
    expect(property('VisibleEventModel', 'actor')).toMatchObject({ type: 'string', nullable: true });
    expect(property('GameViewModel', 'role')).toMatchObject({ type: 'string', nullable: true });
    expect(property('GameViewModel', 'version')).toMatchObject({ type: 'integer' });
    expect(document.components?.securitySchemes?.['bearer']).toEqual(expect.not.objectContaining({ bearerFormat: expect.anything() }));
    expect(JSON.stringify(document)).not.toMatch(/"definitions"|#\/definitions\//);
  });

  it('generates TypeScript client types (openapi-typescript) that type-check a client’s use of them', async () => {
    const types = join(dir, 'wargames-api.ts');
    await run(process.execPath, [OPENAPI_TYPESCRIPT, file, '--output', types], { env: QUIET_ENV });
    const usage = join(dir, 'client.ts');
    writeFileSync(
      usage,
      `import type { components, paths } from './wargames-api';
type CommandResult = paths['/api/games/{id}/commands']['post']['responses'][201]['content']['application/json'];
type SubmitBody = NonNullable<paths['/api/games/{id}/commands']['post']['requestBody']>['content']['application/json'];
declare const result: CommandResult;
const path: paths['/api/games/{id}/view']['get']['parameters']['path'] = { id: 'a-game-id' };
const body: SubmitBody = { commandId: 'c-1', expectedVersion: result.version, command: { type: 'end-movement' } };
const winner: string | null | undefined = result.view.outcome?.winner;
const actor: string | null | undefined = result.events[0]?.actor;
const role: string | null = result.view.role;
const seq: number | undefined = result.events[0]?.seq;
const error: components['schemas']['ErrorBodyModel'] = { code: 'ERR_RATE_LIMITED', rule: 'rate', message: 'wait', status: 429 };
// @ts-expect-error: a seat is a string, never a number
const wrong: components['schemas']['GameViewModel']['role'] = 7;
export const used = [path, body, winner, actor, role, seq, error, wrong];
`,
    );
    const program = ts.createProgram([usage], { strict: true, noEmit: true, module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: [] });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
