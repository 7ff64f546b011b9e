/** Stops what the global setup started. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.webE2eServers?.stop();
  globalThis.webE2eServers = undefined;
}
