import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WargamesClient } from '@wargames/sdk';
import { startApiOnPglite, type Server } from './api';
import { runCli, type CliRun } from './cli-process';

/** What a CLI suite works with: the API on PGlite, an SDK client on it, and the CLI with its own config folder. */
export interface CliFixture {
  readonly server: Server;
  readonly client: WargamesClient;
  /** The environment the CLI runs with (the server's URL, a config folder of this suite's own). */
  readonly env: Record<string, string>;
  readonly configDir: string;
  readonly cli: (...args: string[]) => Promise<CliRun>;
}

/**
 * Starts the API on PGlite before the suite and stops it after, with a fresh CLI config folder (its seat store), so
 * that suites never share seats. Read the fixture inside tests: it is filled in `beforeAll`.
 */
export function useCliAgainstPglite(configPrefix: string): CliFixture {
  const fixture = {} as { -readonly [K in keyof CliFixture]: CliFixture[K] };
  beforeAll(async () => {
    fixture.server = await startApiOnPglite();
    fixture.client = new WargamesClient({ url: fixture.server.url });
    fixture.configDir = mkdtempSync(join(tmpdir(), configPrefix));
    fixture.env = { WARGAMES_URL: fixture.server.url, WARGAMES_CONFIG_DIR: fixture.configDir };
  });
  afterAll(async () => {
    if (fixture.configDir) rmSync(fixture.configDir, { recursive: true, force: true });
    await fixture.server?.close();
  });
  fixture.cli = (...args: string[]) => runCli(args, fixture.env);
  return fixture;
}
