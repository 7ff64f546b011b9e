import { PerformanceObserver } from 'node:perf_hooks';

/** The GC pauses of this process from now on; `stop()` waits for the entries still queued and returns the tally. */
export function watchGcPauses(): { stop(): Promise<{ ms: number; pauses: number }> } {
  let ms = 0;
  let pauses = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      ms += entry.duration;
      pauses++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    async stop() {
      // The observer is called asynchronously: let the last pauses' entries arrive.
      await new Promise((resolve) => setImmediate(resolve));
      observer.disconnect();
      return { ms, pauses };
    },
  };
}
