import { join } from 'node:path';
export const ROOT = join(__dirname, '..', '..', '..', '..');
export const WEB = join(ROOT, 'apps', 'web');
export const API = join(ROOT, 'apps', 'api');
export const SCREENSHOTS = join(ROOT, 'tmp', 'screenshots');
/** Next's own CLI, run with this Node (no npm in between, so stopping it stops the server). */
export const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
//# sourceMappingURL=paths.js.map