import { Writable } from 'node:stream';

/** A log destination that keeps every line written to it, for tests that read what was logged. */
export function logLines(): { readonly lines: string[]; readonly destination: Writable } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, destination };
}
