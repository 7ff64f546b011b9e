// `npm run sdk:generate`: writes the SDK's generated files; `--check` only lists the stale ones (exit code 1).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './root';
import { GENERATED_GAMES, sdkGeneratedFiles } from './sdk-generated-files';
import { staleFiles } from './stale-files';

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await sdkGeneratedFiles();
  const { changed, removed } = staleFiles(files, ROOT, GENERATED_GAMES);
  if (check) {
    if (changed.length + removed.length > 0) {
      console.error(`stale SDK files, run npm run sdk:generate:\n  ${[...changed, ...removed].join('\n  ')}`);
      process.exit(1);
    }
  } else {
    for (const file of files.filter((candidate) => changed.includes(candidate.path))) {
      mkdirSync(dirname(join(ROOT, file.path)), { recursive: true });
      writeFileSync(join(ROOT, file.path), file.content);
    }
    for (const path of removed) rmSync(join(ROOT, path));
  }
  const touched = [...changed, ...removed];
  console.log(touched.length === 0 ? 'SDK generated files are up to date' : `wrote: ${touched.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
