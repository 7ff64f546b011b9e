/** Stops what the global setup started. */
export default async function globalTeardown() {
    await globalThis.webE2eServers?.stop();
    globalThis.webE2eServers = undefined;
}
//# sourceMappingURL=global-teardown.js.map