import type { Page } from 'playwright-core';

/** Per step: key → committed and laid out (what replay-figures reports), and the frame after it (rAF → its paint done). */
export interface MeasuredStep {
  /** The step shown after the key. */
  readonly step: number;
  readonly total: number;
  readonly scrolled: boolean;
  /** Counters drawn on the board after the step, and cells outlined as changed. */
  readonly counters: number;
  readonly outlined: number;
}

export async function measureSteps(page: Page, count: number): Promise<{ committed: number[]; total: number[]; scrolled: number[]; steps: MeasuredStep[] }> {
  return page.evaluate(async (count) => {
    const task = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(undefined);
        channel.port2.postMessage(null);
      });
    const committed: number[] = [];
    const total: number[] = [];
    const last = Number(document.querySelector('input[type="range"]')?.getAttribute('max') ?? 0);
    // Steps after which the move list had scrolled (to show the current row): their own figure.
    const scrolled: number[] = [];
    const steps: { step: number; total: number; scrolled: boolean; counters: number; outlined: number }[] = [];
    let listTop = document.querySelector('[role="list"][aria-labelledby], ol[aria-labelledby]')?.scrollTop ?? 0;
    for (let i = 0; i < count; i++) {
      // Forward through the game, then back, so every kind of step is measured.
      const key = Math.floor(i / last) % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
      const before = performance.getEntriesByName('replay:step-rendered').length;
      const start = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      // React renders the update in a microtask after the event: yield a task (MessageChannel, no timer clamp),
      // then read layout, so the new board and list are rendered, committed and laid out.
      await task();
      if (performance.getEntriesByName('replay:step-rendered').length === before) continue;
      document.body.getBoundingClientRect();
      const done = performance.now() - start;
      // Then the frame that shows the step: from its animation-frame callbacks (the move list scrolls to the row
      // there) until its style, layout and paint are done (a task posted from the callback runs after them). The
      // wait for that frame is idle time and is not counted; a frame that came before the task above is counted there.
      const frameStart = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      await task();
      committed.push(done);
      total.push(done + (performance.now() - frameStart));
      const scrollTop = document.querySelector('[role="list"][aria-labelledby], ol[aria-labelledby]')?.scrollTop ?? 0;
      if (scrollTop !== listTop) scrolled.push(total[total.length - 1] as number);
      const board = document.querySelector('svg[role="group"]');
      steps.push({
        step: Number(document.querySelector('[data-perspective]')?.getAttribute('data-step')),
        total: total[total.length - 1] as number,
        scrolled: scrollTop !== listTop,
        counters: board?.querySelectorAll('[role="img"], [role="button"]').length ?? 0,
        // The board's layers: defs, printed map, outlines and path, targets, counters.
        outlined: board?.children[2]?.childElementCount ?? 0,
      });
      listTop = scrollTop;
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
    return { committed, total, scrolled, steps };
  }, count);
}
