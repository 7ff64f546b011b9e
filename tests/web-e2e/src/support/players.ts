import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Several players at once: one Chromium, a separate context (own storage, own cookies) for each player. */
export interface Players {
  /** A new player in a fresh context, on a page of this size. */
  player(options?: { readonly width?: number; readonly height?: number }): Promise<Page>;
  /** Another tab in the same context as `page` (same storage, so the same seats). */
  tab(page: Page): Promise<Page>;
  close(): Promise<void>;
}

export async function launchPlayers(): Promise<Players> {
  const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}: install it with \`apt-get install -y chromium fonts-noto-cjk\` (.ci/run does)`);
  const browser: Browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    async player(options = {}) {
      const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, reducedMotion: 'reduce' });
      return context.newPage();
    },
    async tab(page) {
      return page.context().newPage();
    },
    async close() {
      await browser.close();
    },
  };
}
