import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Perspective, GameTypeId } from '@wargames/sdk';
import type { Terminal } from '../terminal';

/**
 * `export <game> [--out dir] [--perspective p]`: writes `<game>.record.json` (the record, for import) and
 * `<game>.history.ndjson` (the history as the perspective sees it: omniscient by default, open once the game ended).
 */
export async function exportCommand(terminal: Terminal, gameId: string, outDir: string, perspective: string | undefined, role: string | undefined): Promise<void> {
  const { session } = await terminal.openGame(gameId, role);
  const record = await session.record();
  const history = await session.historyNdjsonText({ perspective: (perspective ?? 'omniscient') as Perspective<GameTypeId> });
  const dir = resolve(outDir);
  mkdirSync(dir, { recursive: true });
  const recordPath = join(dir, `${gameId}.record.json`);
  const historyPath = join(dir, `${gameId}.history.ndjson`);
  writeFileSync(recordPath, `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(historyPath, history);
  terminal.out.line(`Record (${record.steps.length} commands): ${recordPath}`);
  terminal.out.line(`History (${history.split('\n').filter(Boolean).length} events): ${historyPath}`);
}
