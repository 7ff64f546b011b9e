import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cpuTimesOf } from './api-server';
import { bgioGrafSpee, type BgioCore, type GrafSpeeSeatState } from './bgio-graf-spee';
import { grafSpee } from '@wargames/graf-spee';
import { summarize, type LatencySummary } from './latency-stats';
import { seededRandom } from './seeded-random';
import { serverNode } from './server-node';

/** The comparison's own npm project (its package.json pins boardgame.io, bgio-postgres and socket.io-client). */
export const BOARDGAME_IO_DIR = join(__dirname, '..', 'boardgame-io');
/** tools/pinned-folder.cjs, which installs production's Node too: a workspace script, not a package, so loaded by its path. */
const { installPinnedFolder } = createRequire(__filename)(join(__dirname, '..', '..', '..', 'tools', 'pinned-folder.cjs')) as {
  installPinnedFolder(dir: string): { ok: true } | { ok: false; reason: string };
};

/**
 * Installs the comparison's packages with `npm ci` when they are missing or older than its lockfile: they stay out of
 * the project's own dependencies, since only the benchmark runs them. Says why not when it cannot.
 */
export function installBoardgameIo(): { ok: true } | { ok: false; reason: string } {
  return installPinnedFolder(BOARDGAME_IO_DIR);
}

export interface BoardgameIoServer {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** The Graf Spee game the server loads (TypeScript, through @swc-node/register). */
const GRAF_SPEE_MODULE = join(__dirname, 'bgio-graf-spee.ts');

/**
 * boardgame.io's server (server.cjs) in a process of its own on `databaseUrl`, once it listens, serving the race game
 * and Graf Spee (its TypeScript compiled as it loads, as the API's dev path does; after start-up it runs as any code),
 * on the same Node as the API (server-node.ts), so that the two servers are compared on one runtime.
 */
export function startBoardgameIoServer(databaseUrl: string): Promise<BoardgameIoServer> {
  const child = spawn(serverNode().path, ['-r', '@swc-node/register', join(BOARDGAME_IO_DIR, 'server.cjs')], {
    cwd: BOARDGAME_IO_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      BGIO_GRAF_SPEE_MODULE: GRAF_SPEE_MODULE,
      SWC_NODE_PROJECT: join(__dirname, '..', 'tsconfig.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`boardgame.io's server did not start in 60 s: ${output.slice(-500)}`)), 60_000);
    const fail = (error: Error): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout.off('data', read);
      resolve({
        url,
        pid: child.pid as number,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`boardgame.io's server exited (${code}): ${output.slice(-500)}`)));
  });
}

/** What the comparison uses of boardgame.io's client. */
interface BgioState {
  readonly _stateID: number;
  readonly G: unknown;
  readonly ctx: { readonly currentPlayer: string; readonly gameover?: unknown };
}
interface BgioClient {
  start(): void;
  stop(): void;
  getState(): BgioState | null;
  subscribe(listener: (state: BgioState | null) => void): () => void;
  /** Set by the server's sync, once the client has joined its match. */
  readonly matchData?: unknown;
  readonly moves: { step(by: number): void; command(command: unknown): void };
}
interface BgioModules {
  Client(options: Record<string, unknown>): BgioClient;
  SocketIO(options: { server: string }): unknown;
  raceGame: unknown;
  grafSpeeGame: unknown;
}

function loadModules(): BgioModules {
  const load = createRequire(join(BOARDGAME_IO_DIR, 'package.json'));
  const { Client } = load('boardgame.io/client') as Pick<BgioModules, 'Client'>;
  const { SocketIO } = load('boardgame.io/multiplayer') as Pick<BgioModules, 'SocketIO'>;
  const { raceGame } = load('./race-game.cjs') as Pick<BgioModules, 'raceGame'>;
  const core = load('boardgame.io/core') as BgioCore;
  const { original } = load('immer') as { original: <T>(draft: T) => T | undefined };
  return { Client, SocketIO, raceGame, grafSpeeGame: bgioGrafSpee(core, original) };
}

/** The games the comparison plays: a 100-move race (boardgame.io's framework and storage alone) and Graf Spee. */
export type BoardgameIoGame = 'race' | 'graf-spee';

const GRAF_SPEE_ROLES: readonly string[] = grafSpee.roles;

/** How long a client waits for the server before it gives up on a match (boardgame.io may stall under load). */
const STALL_MS = 5_000;

/**
 * One seat's client, subscribed once: boardgame.io 0.50 numbers a client's subscribers by how many it holds, so a
 * subscription made after another was dropped can take its number and silence it.
 */
class Seat {
  private readonly waiters = new Set<() => void>();

  constructor(readonly client: BgioClient) {
    client.subscribe(() => {
      for (const check of [...this.waiters]) check();
    });
    client.start();
  }

  /** Resolves once `test` holds for the client (checked on each of its updates); rejects after STALL_MS. */
  until(test: (client: BgioClient) => boolean): Promise<void> {
    if (test(this.client)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = (): void => {
        if (!test(this.client)) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error('stalled'));
      }, STALL_MS);
      this.waiters.add(check);
    });
  }

  /** Resolves once the client holds a state newer than `stateID`. */
  past(stateID: number): Promise<void> {
    return this.until((client) => (client.getState()?._stateID ?? -1) > stateID);
  }
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export interface BoardgameIoResult {
  readonly clients: number;
  readonly movesPerSecond: number;
  /** From a move to when the other seat's client has it: the server has checked and broadcast it. */
  readonly latency: LatencySummary;
  readonly matches: number;
  /** Moves given up on after STALL_MS, and failed lobby calls. */
  readonly stalls: number;
  /** boardgame.io's server process: CPU seconds per move. */
  readonly serverCpuPerMove: number;
}

/**
 * A race match's moves until it ends or `deadline`, each move's latency pushed to `latencies`: the seat whose turn it
 * is moves once the previous move has reached it. boardgame.io applies a move in the mover's client at once
 * (optimistically), so a move's latency runs until the other seat's client has it from the server.
 */
async function playRaceMatch(seats: readonly Seat[], deadline: number, latencies: number[]): Promise<void> {
  // The state to play from is the one the seat that did not move has from the server: a mover's own client applies its
  // move at once, and its copy may run ahead of the server's (a turn passed that the server has not passed: "player
  // not active").
  let state = seats[0]?.client.getState() as BgioState;
  while (state.ctx.gameover === undefined && performance.now() < deadline) {
    const mover = seats[Number(state.ctx.currentPlayer)] as Seat;
    const other = seats[1 - Number(state.ctx.currentPlayer)] as Seat;
    const started = performance.now();
    mover.client.moves.step(1);
    await other.past(state._stateID);
    latencies.push(performance.now() - started);
    state = other.client.getState() as BgioState;
  }
}

/**
 * A Graf Spee match's moves until it ends or `deadline`: a seat whose move it is sends one of its legal commands, at
 * random, as sent by the server in its view. Moves run on the server only, so a move's latency runs until both seats'
 * clients have its result (the next mover may be either).
 */
async function playGrafSpeeMatch(seats: readonly Seat[], deadline: number, latencies: number[], random: () => number): Promise<void> {
  let state = seats[0]?.client.getState() as BgioState;
  while (state.ctx.gameover === undefined && performance.now() < deadline) {
    const { pending } = state.G as GrafSpeeSeatState;
    // Seat i plays the game's i-th role (roleOf); an empty pending list finds no seat.
    const mover = seats[GRAF_SPEE_ROLES.indexOf(pending[Math.floor(random() * pending.length)] as string)];
    const legal = (mover?.client.getState()?.G as GrafSpeeSeatState | undefined)?.legal ?? [];
    if (!mover || legal.length === 0) throw new Error(`graf-spee: no seat to move (pending ${pending.join(', ')})`);
    const started = performance.now();
    mover.client.moves.command(legal[Math.floor(random() * legal.length)]);
    await Promise.all(seats.map((seat) => seat.past(state._stateID)));
    latencies.push(performance.now() - started);
    state = mover.client.getState() as BgioState;
  }
}

/**
 * `clients` concurrent clients for `seconds` against boardgame.io's server at `url`, each playing its own matches of
 * `game` with both seats, as the API's benchmark clients do: a match is created and both seats joined through the
 * lobby's REST API, each seat then has its own socket.io client (playRaceMatch, playGrafSpeeMatch). Its master broadcasts a move before it
 * stores it and stores it before it takes the match's next move.
 */
export async function runBoardgameIoLoad(server: BoardgameIoServer, clients: number, seconds: number, warmupSeconds = 2, game: BoardgameIoGame = 'race'): Promise<BoardgameIoResult> {
  const bgio = loadModules();
  const definition = game === 'race' ? bgio.raceGame : bgio.grafSpeeGame;
  let seed = 1;
  const play = async (deadline: number, latencies: number[], tally: { matches: number; stalls: number }): Promise<void> => {
    const random = seededRandom(seed++);
    while (performance.now() < deadline) {
      const seats: Seat[] = [];
      try {
        const { matchID } = await post<{ matchID: string }>(`${server.url}/games/${game}/create`, { numPlayers: 2 });
        for (const playerID of ['0', '1']) {
          const { playerCredentials } = await post<{ playerCredentials: string }>(`${server.url}/games/${game}/${matchID}/join`, { playerID, playerName: `seat ${playerID}` });
          seats.push(new Seat(bgio.Client({ game: definition, multiplayer: bgio.SocketIO({ server: server.url }), matchID, playerID, credentials: playerCredentials, debug: false })));
        }
        // A client holds its game's set-up before it has joined the match: moves sent then would not reach the other seat.
        await Promise.all(seats.map((seat) => seat.until((client) => client.matchData !== undefined)));
        tally.matches++;
        await (game === 'race' ? playRaceMatch(seats, deadline, latencies) : playGrafSpeeMatch(seats, deadline, latencies, random));
      } catch {
        tally.stalls++;
      } finally {
        for (const seat of seats) seat.client.stop();
      }
    }
  };
  if (warmupSeconds > 0) {
    const warm = performance.now() + warmupSeconds * 1000;
    await Promise.all(Array.from({ length: clients }, () => play(warm, [], { matches: 0, stalls: 0 })));
  }
  const latencies: number[] = [];
  const tally = { matches: 0, stalls: 0 };
  const cpuBefore = cpuTimesOf(server.pid);
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => play(started + seconds * 1000, latencies, tally)));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuTimesOf(server.pid);
  const cpu = cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system;
  return {
    clients,
    movesPerSecond: latencies.length / elapsed,
    latency: summarize(latencies),
    matches: tally.matches,
    stalls: tally.stalls,
    serverCpuPerMove: latencies.length > 0 ? cpu / latencies.length : Number.NaN,
  };
}
