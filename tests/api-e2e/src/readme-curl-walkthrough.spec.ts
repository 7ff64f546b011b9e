import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ERROR_MEANING, ERROR_STATUS, GRAPHQL_ERROR_CODES, type ErrorCode } from '@wargames/api';
import { backends } from './support/backends';
import { startServer, type Server } from './support/server';

const run = promisify(execFile);
const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');

function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`README has no ${start} … ${end} section`);
  return text.slice(from + start.length, to);
}

interface Step {
  readonly line: string;
  readonly optional: boolean;
}

/** The README's shell lines in order, continuation lines joined; `optional` marks a block after `<!-- optional -->`. */
function walkthroughSteps(): Step[] {
  const section = between(readme, '<!-- curl-walkthrough:start -->', '<!-- curl-walkthrough:end -->');
  const steps: Step[] = [];
  const blocks = section.split('```sh').slice(1);
  for (const block of blocks) {
    const optional = /<!-- optional -->\s*$/.test(section.slice(0, section.indexOf(block) - 5));
    const code = block.slice(0, block.indexOf('```')).replace(/\\\n\s*/g, '');
    for (const line of code.split('\n').map((l) => l.trim()).filter(Boolean)) steps.push({ line, optional });
  }
  return steps;
}

describe('README', () => {
  /** The rows of a README table between two markers: code, HTTP statuses, meaning. */
  function tableRows(name: string): [string, number[], string][] {
    return between(readme, `<!-- ${name}:start -->`, `<!-- ${name}:end -->`)
      .trim()
      .split('\n')
      .slice(2)
      .map((row) => {
        // A meaning may hold `|` only inside code spans: split on the first three cell borders.
        const [code = '', statuses = '', ...meaning] = row.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
        return [code.replace(/`/g, ''), statuses.split(',').map((status) => Number(status.trim())), meaning.join(' | ')];
      });
  }

  it('lists exactly the error codes and statuses the API sends', () => {
    const actual = (Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => [code, [ERROR_STATUS[code]], ERROR_MEANING[code]]);
    expect(tableRows('error-table')).toEqual(actual);
  });

  it('lists exactly the codes GraphQL itself may send, with their statuses', () => {
    const actual = Object.entries(GRAPHQL_ERROR_CODES).map(([code, { statuses, meaning }]) => [code, [...statuses], meaning]);
    expect(tableRows('graphql-error-table')).toEqual(actual);
  });

  describe.each(backends.slice(0, 1))('curl walkthrough on $name', (backend) => {
    let server: Server;
    beforeAll(async () => {
      server = await startServer(backend, { WARGAMES_DICE_SEED: '' });
    });
    afterAll(() => server?.close());

    it('plays the first turn of Graf Spee with curl alone, as a reader does: every block in order, the optional ones left out', async () => {
      const steps = walkthroughSteps();
      expect(steps.some((step) => step.optional)).toBe(true);
      const path = steps.filter((step) => !step.optional);
      expect(path.filter((step) => step.line.startsWith('curl')).length).toBeGreaterThanOrEqual(15);
      const env: Record<string, string> = { PATH: process.env['PATH'] ?? '', API: server.url };
      const outputs: string[] = [];
      let last: Record<string, unknown> = {};
      const answers = new Map<string, Record<string, unknown>>();
      for (const { line } of path) {
        const assignment = /^([A-Z_]+)=(\S+)/.exec(line);
        if (assignment) {
          const [, name, value] = assignment as unknown as [string, string, string];
          if (name === 'API') continue;
          const field = /^<(\w+)>$/.exec(value)?.[1];
          if (!field) throw new Error(`unexpected assignment in the walkthrough: ${line}`);
          expect(typeof last[field]).toBe('string');
          env[name] = last[field] as string;
          continue;
        }
        expect(line.startsWith('curl ')).toBe(true);
        let stdout: string;
        try {
          stdout = (await run('bash', ['-c', line], { env })).stdout;
        } catch (error) {
          const { stdout, code } = error as { stdout: string; code: number };
          throw new Error(`README step failed (curl exit ${code}): ${line}\n${stdout}`);
        }
        outputs.push(stdout);
        if (!stdout.includes('\n{')) last = JSON.parse(stdout) as Record<string, unknown>;
        const commandId = /"commandId":"([^"]+)"/.exec(line)?.[1];
        if (commandId) answers.set(commandId, last);
      }
      // After a surface search that found nothing the game always enters the air-search step (GS-5.8).
      expect(answers.get('b-4')?.['legal']).toContainEqual({ type: 'end-air-search' });
      const game = (await server.anonymous.get(`/api/games/${env['GAME']}`)).body;
      expect(game).toMatchObject({ status: 'active', pending: ['german'] });
      const germanView = (await server.anonymous.as(env['GERMAN']).get(`/api/games/${env['GAME']}/view`)).body.view;
      expect(germanView).toMatchObject({ turn: 2, spee: { speeHex: 'D3' } });
      const [germanHistory, britishHistory] = outputs.slice(-2);
      expect(germanHistory).toContain('"path":["C3","D3"]');
      expect(britishHistory).not.toMatch(/C3|D3|C4|D2|E5/);
    });
  });
});
