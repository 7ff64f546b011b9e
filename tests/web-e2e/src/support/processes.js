import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
/** A free TCP port on 127.0.0.1 (the OS picks it; it is released just before use). */
export function freePort() {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            const port = typeof address === 'object' && address ? address.port : 0;
            server.close(() => resolve(port));
        });
    });
}
/** Starts a process whose output is collected; it keeps none of this process's environment except PATH and HOME. */
export function startProcess(name, command, args, options) {
    const child = spawn(command, args, {
        cwd: options.cwd,
        env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk) => (output += chunk.toString('utf8')));
    const exited = new Promise((resolve) => child.once('exit', () => resolve()));
    // Never outlive the test run, even when it ends without its teardown.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    void exited.then(() => process.off('exit', killOnExit));
    return {
        name,
        pid: child.pid ?? -1,
        output: () => output,
        async stop() {
            if (child.exitCode !== null || child.signalCode !== null)
                return;
            child.kill('SIGTERM');
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(kill);
        },
    };
}
/** Waits until `probe` returns a value (polling every 250 ms), or fails with the process's output. */
export async function waitFor(what, running, probe, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const found = await probe().catch(() => null);
        if (found !== null)
            return found;
        if (Date.now() > deadline)
            throw new Error(`${what}: not ready within ${timeoutMs} ms. ${running.name} printed:\n${running.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
    }
}
//# sourceMappingURL=processes.js.map