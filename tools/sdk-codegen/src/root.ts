import { join } from 'node:path';

/** The repository root. */
export const ROOT = join(__dirname, '..', '..', '..');
