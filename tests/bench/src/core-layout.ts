import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresPids } from './postgres-cpu';

// The benchmark's machine runs the server under test, Postgres and the load-generating clients on two cores. Shared,
// the server's one thread waits for a core a fifth of its runnable time: every answer and every statement it writes
// wakes a client or a backend that takes its core (docs/performance.md, *A core of its own*). Measured layout: the
// server alone on the first CPU, Postgres's processes and the benchmark's own process (its clients) on the others, as
// a deployment would give the API a core (taskset, systemd's CPUAffinity=, compose's cpuset) or a machine of its own.

/** Which CPUs (taskset's list syntax) the server under test gets, and which everything else gets. */
export interface CorePlan {
  readonly server: string;
  readonly others: string;
}

/** The CPUs of a taskset list ("0-3,6" → 0, 1, 2, 3, 6). */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.trim().split(',').filter(Boolean)) {
    const [from, to = from] = part.split('-').map(Number);
    if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to) || to < from) throw new Error(`not a CPU list: ${list}`);
    for (let cpu = from; cpu <= to; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/** The list in `taskset -p -c`'s answer ("pid 42's current affinity list: 0,1"). */
export function affinityListOf(tasksetOutput: string): string {
  const match = /affinity list:\s*(\S+)\s*$/.exec(tasksetOutput.trim());
  if (!match?.[1]) throw new Error(`taskset said: ${tasksetOutput.trim()}`);
  return match[1];
}

/** The first CPU for the server, the rest for the others; null with fewer than two CPUs (nothing to keep apart). */
export function planCores(cpus: readonly number[]): CorePlan | null {
  const [first, ...rest] = cpus;
  if (first === undefined || rest.length === 0) return null;
  return { server: String(first), others: rest.join(',') };
}

function affinityOf(pid: number): string {
  return affinityListOf(execFileSync('taskset', ['-p', '-c', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** The CPUs this process may run on (taskset's answer for it); throws without taskset. */
export function allowedCpus(): number[] {
  return parseCpuList(affinityOf(process.pid));
}

/**
 * `work` on a process, or undefined when it failed because the process had gone meanwhile. Processes are listed, then
 * asked and pinned, so a Postgres backend that exits in between (the previous API's, closing) must not stop the layout:
 * one did, on 6 December 2026 at 08:07 UTC, and boardgame.io's rows of that run were measured on shared cores.
 */
function unlessGone<T>(pid: number, work: () => T): T | undefined {
  try {
    return work();
  } catch (error) {
    if (processExists(pid)) throw error;
    return undefined;
  }
}

/** Every thread of `pid` onto `cpus`; nothing when the process has gone meanwhile. */
function pin(pid: number, cpus: string): void {
  try {
    unlessGone(pid, () => execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' }));
  } catch (error) {
    throw new Error(`taskset could not pin process ${pid} (${(error as Error).message.split('\n')[0]})`);
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Where a layout in force is written down, so that the next run undoes one whose benchmark was killed outright (SIGKILL). */
export const LAYOUT_LEDGER = join(tmpdir(), 'wargames-bench-core-layout.json');

/** What a layout changed: every CPU the machine offered, and each pinned process with the CPUs it had before. */
interface Ledger {
  readonly all: string;
  readonly pinned: readonly (readonly [number, string])[];
}

const defaultOthers = (): number[] => [...postgresPids(), process.pid];

/** Puts back what `ledger` says was pinned, and `otherPids` (backends forked meanwhile) on every CPU; then forgets it. */
function putBack(ledger: Ledger, otherPids: () => readonly number[], ledgerPath: string): void {
  const before = new Map(ledger.pinned);
  for (const pid of new Set([...before.keys(), ...otherPids()])) {
    try {
      pin(pid, before.get(pid) ?? ledger.all);
    } catch {
      // Put back what can be; a process this user may not pin was not pinned either.
    }
  }
  rmSync(ledgerPath, { force: true });
}

/** Undoes a layout left in force by a benchmark that was killed before it could; true when there was one. */
export function undoLeftLayout(otherPids: () => readonly number[] = defaultOthers, ledgerPath = LAYOUT_LEDGER): boolean {
  if (!existsSync(ledgerPath)) return false;
  let ledger: Ledger;
  try {
    ledger = JSON.parse(readFileSync(ledgerPath, 'utf8')) as Ledger;
  } catch {
    rmSync(ledgerPath, { force: true });
    return false;
  }
  putBack(ledger, otherPids, ledgerPath);
  return true;
}

/**
 * Pins `serverPids` to a CPU of their own and the others (by default Postgres's processes, whose new backends inherit
 * the postmaster's CPUs, and this process with its clients) to the rest. Returns what puts every one back, also run
 * if the benchmark exits or is interrupted meanwhile; what it pinned is written down (`LAYOUT_LEDGER`) until then, so
 * that a run killed outright is undone by the next. Throws when it cannot (no taskset, one CPU, a Postgres process
 * this user may not pin): the caller measures shared cores.
 */
export function giveServerOwnCore(serverPids: readonly number[], otherPids: () => readonly number[] = defaultOthers, ledgerPath = LAYOUT_LEDGER): () => void {
  undoLeftLayout(otherPids, ledgerPath);
  const all = affinityOf(process.pid);
  const plan = planCores(parseCpuList(all));
  if (!plan) throw new Error(`one CPU (${all}): nothing to keep apart`);
  const pinned: (readonly [number, string])[] = [];
  const interrupted = (): void => {
    undo();
    process.exit(130);
  };
  const undo = (): void => {
    process.off('exit', undo);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    putBack({ all, pinned }, otherPids, ledgerPath);
  };
  process.on('exit', undo);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  try {
    for (const [pids, cpus] of [
      [serverPids, plan.server],
      [otherPids(), plan.others],
    ] as const) {
      for (const pid of pids) {
        const current = unlessGone(pid, () => affinityOf(pid));
        if (current === undefined) continue;
        // Written before the change: a run killed between the two leaves nothing unrecorded.
        pinned.push([pid, current]);
        writeFileSync(ledgerPath, JSON.stringify({ all, pinned } satisfies Ledger));
        pin(pid, cpus);
      }
    }
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}

/** The layout `giveServerOwnCore` would make on this machine, in words; `others` names what runs beside the server. */
export function describeOwnCore(others = 'Postgres and the clients'): string {
  try {
    const plan = planCores(allowedCpus());
    return plan ? `the server alone on CPU ${plan.server}, ${others} on CPU ${plan.others}` : 'one CPU: cores shared';
  } catch (error) {
    return `cores shared (${(error as Error).message.split('\n')[0]})`;
  }
}

/** `work` with the server at `serverPids` on a core of its own, or on shared cores when that cannot be (`shared` says why). */
export async function withOwnCore<T>(serverPids: readonly number[], work: () => Promise<T>, shared: (reason: string) => void = () => undefined): Promise<T> {
  let undo: (() => void) | undefined;
  try {
    undo = giveServerOwnCore(serverPids);
  } catch (error) {
    shared((error as Error).message);
  }
  try {
    return await work();
  } finally {
    undo?.();
  }
}
