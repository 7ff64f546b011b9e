import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { affinityListOf, giveServerOwnCore, parseCpuList, planCores, undoLeftLayout } from './core-layout';

describe('a core of its own for the server under test', () => {
  it("reads taskset's lists", () => {
    expect(parseCpuList('0,1')).toEqual([0, 1]);
    expect(parseCpuList('0-3,6')).toEqual([0, 1, 2, 3, 6]);
    expect(() => parseCpuList('3-1')).toThrow('not a CPU list');
    expect(affinityListOf("pid 4321's current affinity list: 0-3,6\n")).toBe('0-3,6');
    expect(() => affinityListOf('taskset: failed to get pid 1')).toThrow('taskset said');
  });

  it('gives the server the first CPU and everything else the rest, and nothing on one CPU', () => {
    expect(planCores([0, 1])).toEqual({ server: '0', others: '1' });
    expect(planCores([2, 3, 5])).toEqual({ server: '2', others: '3,5' });
    expect(planCores([0])).toBeNull();
    expect(planCores([])).toBeNull();
  });
});

describe('giveServerOwnCore on this machine', () => {
  const affinity = (pid: number): string => affinityListOf(execFileSync('taskset', ['-p', '-c', String(pid)], { encoding: 'utf8' }));
  let server: ChildProcess;
  let other: ChildProcess;
  let folder: string;
  let ledger: string;
  beforeEach(() => {
    server = spawn('sleep', ['30']);
    other = spawn('sleep', ['30']);
    folder = mkdtempSync(join(tmpdir(), 'core-layout-'));
    ledger = join(folder, 'ledger.json');
  });
  afterEach(() => {
    server.kill();
    other.kill();
    rmSync(folder, { recursive: true, force: true });
  });

  it('pins the server to the first CPU and the others to the rest, and puts both back', () => {
    const all = affinity(process.pid);
    const plan = planCores(parseCpuList(all));
    const serverPid = server.pid as number;
    const otherPid = other.pid as number;
    if (!plan) {
      expect(() => giveServerOwnCore([serverPid], () => [otherPid], ledger)).toThrow('nothing to keep apart');
      return;
    }
    const undo = giveServerOwnCore([serverPid], () => [otherPid], ledger);
    expect(affinity(serverPid)).toBe(plan.server);
    expect(parseCpuList(affinity(otherPid))).toEqual(parseCpuList(plan.others));
    expect(existsSync(ledger)).toBe(true);
    undo();
    expect(affinity(serverPid)).toBe(all);
    expect(affinity(otherPid)).toBe(all);
    expect(existsSync(ledger)).toBe(false);
  });

  it('passes over a process that has gone by the time it is pinned (a backend that exited)', async () => {
    const plan = planCores(parseCpuList(affinity(process.pid)));
    if (!plan) return;
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    const undo = giveServerOwnCore([server.pid as number], () => [gone.pid as number, other.pid as number], ledger);
    expect(affinity(server.pid as number)).toBe(plan.server);
    expect(parseCpuList(affinity(other.pid as number))).toEqual(parseCpuList(plan.others));
    undo();
  });

  it('puts back a layout that a killed run left in force, from its ledger, before the next one', () => {
    const all = affinity(process.pid);
    const plan = planCores(parseCpuList(all));
    if (!plan) return;
    const serverPid = server.pid as number;
    const otherPid = other.pid as number;
    // As a run killed with SIGKILL leaves it: both pinned, the ledger naming the server; the other (a backend forked
    // meanwhile) is not in it and goes back to every CPU.
    execFileSync('taskset', ['-a', '-p', '-c', plan.server, String(serverPid)]);
    execFileSync('taskset', ['-a', '-p', '-c', plan.others, String(otherPid)]);
    writeFileSync(ledger, JSON.stringify({ all, pinned: [[serverPid, all]] }));
    expect(undoLeftLayout(() => [otherPid], ledger)).toBe(true);
    expect(affinity(serverPid)).toBe(all);
    expect(affinity(otherPid)).toBe(all);
    expect(existsSync(ledger)).toBe(false);
    expect(undoLeftLayout(() => [otherPid], ledger)).toBe(false);
  });
});
