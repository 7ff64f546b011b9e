import { PRODUCTION_NODE_VERSION, productionNodeForTests } from '@wargames/api/testing/production-node';
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './support/browser';
import { play, waitForMyTurn, WAIT } from './support/play';
import { startStandaloneWeb, type StandaloneWeb } from './support/standalone-web';

/** What went wrong on a page: answers of 400 and above, console errors, uncaught exceptions. */
function recordFaults(page: Page): string[] {
  const faults: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) faults.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') faults.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => faults.push(`page error: ${error.message}`));
  return faults;
}

const node = productionNodeForTests();
const describeOnProductionNode = node.ok || node.required ? describe : describe.skip;
if (!node.ok && !node.required) console.warn(`skipped: the standalone web app on production's Node (${node.reason})`);

describeOnProductionNode(`the web app as its Docker image runs it: Next's standalone server on Node ${PRODUCTION_NODE_VERSION} (docker/web.Dockerfile)`, () => {
  let web: StandaloneWeb;
  let browser: Browser;
  beforeAll(async () => {
    if (!node.ok) throw new Error(`production's Node ${PRODUCTION_NODE_VERSION} is not available: ${node.reason}`);
    const apiUrl = process.env['WEB_E2E_API_URL'];
    if (!apiUrl) throw new Error('WEB_E2E_API_URL is not set: run these tests through their Jest config (global setup)');
    web = await startStandaloneWeb(node.path, apiUrl);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  it('answers in the browser’s language and serves every file its pages load (the copied output lacks none)', async () => {
    const page = await browser.page({ languages: 'ko' });
    const faults = recordFaults(page);
    await page.goto(`${web.url}/`);
    await page.waitForURL(/\/ko$/, { timeout: WAIT });
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    const rules = await page.goto(`${web.url}/ko/rules/graf-spee#GS-4.1`);
    expect(rules?.status()).toBe(200);
    // Rendered on the server from the API's board data: the map, not the note that it cannot be shown.
    await page.getByRole('group', { name: '그라프 슈페 지도' }).first().waitFor({ timeout: WAIT });
    expect(await page.getByText('지금은 지도를 표시할 수 없습니다', { exact: false }).count()).toBe(0);
    expect(await page.evaluate(() => document.getElementById('GS-4.1') !== null)).toBe(true);
    const lobby = await page.goto(`${web.url}/ja`);
    expect(lobby?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(faults).toEqual([]);
    await page.close();
  });

  it('plays Graf Spee against the computer: the page hydrates, sends the German’s set-up (GS-3.1) and hears the computer’s answer', async () => {
    const page = await browser.page({ languages: 'en' });
    const faults = recordFaults(page);
    await page.goto(`${web.url}/en`);
    const card = page.getByRole('article', { name: 'Graf Spee' });
    await card.getByRole('radio', { name: 'German', exact: true }).check();
    await card.getByRole('radio', { name: 'The computer' }).check();
    await card.getByRole('button', { name: 'Create the game' }).click();
    await page.waitForURL(/\/en\/games\/[^/#?]+$/, { timeout: WAIT });
    await waitForMyTurn(page);
    for (const hex of ['A1', 'C3', 'D5', 'E3']) await play(page, 'graf-spee', [hex]);
    // GS-3.3: the British computer splits its pieces, and the turn comes back without anyone clicking.
    await page.getByText(/The British put \d pieces? in the Atlantic box/).waitFor({ timeout: WAIT });
    await waitForMyTurn(page);
    // The game page rendered on the server again, from the stored game.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await page.getByText(/The British put \d pieces? in the Atlantic box/).waitFor({ timeout: WAIT });
    expect(faults).toEqual([]);
    expect(web.process.output()).not.toMatch(/error|⨯/i);
    await page.close();
  });
});
