import { GraphqlRequestError, type GraphqlHttp } from './graphql-http';
import { withoutResignation } from '@wargames/engine';

/** The benchmark's GraphQL documents (also driven in process by inprocess-api.ts). */
export const CREATE_GAME = `mutation Create { createGame(gameType: "graf-spee") { id } }`;
export const CLAIM_SEAT = `mutation Claim($gameId: ID!, $role: String!) { claimSeat(gameId: $gameId, role: $role) { token } }`;
export const LEGAL = `query Legal($gameId: ID!, $atLeastVersion: Int) { legalCommands(gameId: $gameId, atLeastVersion: $atLeastVersion) { commands version } }`;
export const SUBMIT = `mutation Submit($gameId: ID!, $commandId: String!, $command: JSON!) {
  submitCommand(gameId: $gameId, commandId: $commandId, command: $command) { version legal view { pending status } }
}`;

const ROLES = ['german', 'british'] as const;
type Role = (typeof ROLES)[number];

interface SubmitAnswer {
  submitCommand: { version: number; legal: unknown[]; view: { pending: string[]; status: string } };
}

/** What one client saw: the latency of every accepted command, and the refusals by code. */
export interface PlayerTally {
  readonly latenciesMs: number[];
  /** The time each new game took to create with both seats claimed (three requests, the cold path). */
  readonly creationsMs: number[];
  readonly errors: Map<string, number>;
  gamesFinished: number;
  /** Every game this client finished, with its final version (rows stored) and the seat tokens. */
  readonly finished: { gameId: string; version: number; token: string }[];
}

export function newTally(): PlayerTally {
  return { latenciesMs: [], creationsMs: [], errors: new Map(), gamesFinished: 0, finished: [] };
}

function countError(tally: PlayerTally, error: unknown): void {
  const code = error instanceof GraphqlRequestError ? error.code : 'ERR_CLIENT';
  tally.errors.set(code, (tally.errors.get(code) ?? 0) + 1);
}

/** A new Graf Spee game with both seats claimed by this client. */
export async function newGame(api: GraphqlHttp): Promise<{ gameId: string; tokens: Record<Role, string> }> {
  const { createGame } = await api.execute<{ createGame: { id: string } }>(CREATE_GAME, {});
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) {
    tokens[role] = (await api.execute<{ claimSeat: { token: string } }>(CLAIM_SEAT, { gameId: createGame.id, role })).claimSeat.token;
  }
  return { gameId: createGame.id, tokens };
}

/** Picks the command to send among the legal ones, knowing the game's version (rows stored) before it. */
export type ChooseCommand = (legal: readonly unknown[], random: () => number, version: number) => unknown;

/** The benchmark's player: any legal command, uniformly. */
const anyCommand: ChooseCommand = (legal, random) => legal[Math.floor(random() * legal.length)];

/**
 * Plays one client's games, both seats, until `deadline` (performance.now()): each command is a random legal one,
 * sent as a submitCommand mutation whose answer holds the sender's next legal commands; only when the game then waits
 * for the other seat does the client ask for that seat's legal commands, at least at the version the answer gave (as
 * any client that knows a version may; the API then answers from memory when it holds that version). `maxCommands`
 * stops a game early (the memory figure keeps games in progress); `choose` plays other than uniformly (a long game).
 */
export async function playGames(
  api: GraphqlHttp,
  random: () => number,
  deadline: number,
  tally: PlayerTally,
  label: string,
  options: { maxCommandsPerGame?: number; maxGames?: number; choose?: ChooseCommand } = {},
): Promise<void> {
  const choose = options.choose ?? anyCommand;
  let games = 0;
  while (performance.now() < deadline && games < (options.maxGames ?? Infinity)) {
    games++;
    let game: Awaited<ReturnType<typeof newGame>>;
    try {
      const started = performance.now();
      game = await newGame(api);
      tally.creationsMs.push(performance.now() - started);
    } catch (error) {
      countError(tally, error);
      continue;
    }
    let role: Role = 'german';
    let legal: unknown[] = [];
    let version: number | null = null;
    let sent = 0;
    try {
      legal = (await api.execute<{ legalCommands: { commands: unknown[] } }>(LEGAL, { gameId: game.gameId }, game.tokens[role])).legalCommands.commands;
      while (performance.now() < deadline && sent < (options.maxCommandsPerGame ?? Infinity)) {
        if (legal.length === 0) {
          role = role === 'german' ? 'british' : 'german';
          const variables = { gameId: game.gameId, atLeastVersion: version };
          legal = (await api.execute<{ legalCommands: { commands: unknown[] } }>(LEGAL, variables, game.tokens[role])).legalCommands.commands;
          if (legal.length === 0) break;
        }
        // A benchmark's game is played out: never resigned.
        const command = choose(withoutResignation(legal as { type: string }[]), random, version ?? 0);
        const started = performance.now();
        const answer = await api.execute<SubmitAnswer>(SUBMIT, { gameId: game.gameId, commandId: `${label}-${games}-${sent}`, command }, game.tokens[role]);
        tally.latenciesMs.push(performance.now() - started);
        sent++;
        if (answer.submitCommand.view.status === 'ended') {
          tally.gamesFinished++;
          tally.finished.push({ gameId: game.gameId, version: answer.submitCommand.version, token: game.tokens[role] });
          break;
        }
        legal = answer.submitCommand.legal;
        version = answer.submitCommand.version;
      }
    } catch (error) {
      countError(tally, error);
    }
  }
}
