import { ndjsonValues } from './ndjson';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('ndjsonValues', () => {
  it('gives one value per line, whatever the chunks (a line split across chunks, a multi-byte character split too)', async () => {
    const text = '{"seq":1,"event":{"type":"spee-placed"}}\n{"seq":2,"note":"Océan"}\n\n{"seq":3}';
    const bytes = new TextEncoder().encode(text);
    const chunks: string[] = [];
    const values: unknown[] = [];
    for await (const value of ndjsonValues(streamOf([text.slice(0, 10), text.slice(10, 45), text.slice(45)]))) values.push(value);
    expect(values).toEqual([{ seq: 1, event: { type: 'spee-placed' } }, { seq: 2, note: 'Océan' }, { seq: 3 }]);
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        const at = text.indexOf('é') + 1; // inside the two bytes of é
        controller.enqueue(bytes.slice(0, at));
        controller.enqueue(bytes.slice(at));
        controller.close();
      },
    });
    for await (const value of ndjsonValues(split)) chunks.push(JSON.stringify(value));
    expect(chunks).toEqual(['{"seq":1,"event":{"type":"spee-placed"}}', '{"seq":2,"note":"Océan"}', '{"seq":3}']);
  });
});
