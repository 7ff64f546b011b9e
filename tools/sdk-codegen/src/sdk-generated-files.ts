import { gameRecordSchema } from '@wargames/api/games/game-record';
import { gameRegistry } from '@wargames/games';
import { z } from 'zod';
import { join } from 'node:path';
import { gameSchemas } from './game-schemas';
import { gameIndexSource, gameTypesSource, recordTypesSource } from './game-types-source';
import { graphqlSource } from './graphql-source';
import { ROOT } from './root';
import type { GeneratedFile } from './stale-files';

const GENERATED = join('libs', 'sdk', 'src', 'generated');
/** Only the generator writes here: a file it no longer generates is removed. */
export const GENERATED_GAMES = join(GENERATED, 'games');

/** Every file the SDK generates, as it should be now. */
export async function sdkGeneratedFiles(root = ROOT): Promise<GeneratedFile[]> {
  const games = gameRegistry.list().map(gameSchemas);
  const files: GeneratedFile[] = [];
  for (const game of games) files.push({ path: join(GENERATED_GAMES, `${game.id}.ts`), content: await gameTypesSource(game) });
  files.push({ path: join(GENERATED_GAMES, 'index.ts'), content: gameIndexSource(games) });
  files.push({ path: join(GENERATED, 'graphql.ts'), content: await graphqlSource(root) });
  const record = z.toJSONSchema(gameRecordSchema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  files.push({ path: join(GENERATED, 'record.ts'), content: await recordTypesSource(record) });
  return files;
}
