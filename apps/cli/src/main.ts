#!/usr/bin/env node
// The command-line client: `npm run client -- <command> …` (see apps/cli/README.md).
import { parseArgs } from 'node:util';
import { GAME_LISTS, WargamesApiError, WargamesNetworkError, type GameList } from '@wargames/sdk';
import { UsageError } from './bots/bot-registry';
import { createCommand } from './commands/create';
import { exportCommand } from './commands/export';
import { gamesCommand } from './commands/games';
import { joinCommand } from './commands/join';
import { playCommand } from './commands/play';
import { replayCommand } from './commands/replay';
import { watchCommand } from './commands/watch';
import { serverUrl } from './server-url';
import { Terminal } from './terminal';

const USAGE = `usage: npm run client -- <command> [options]

  create <game-type> [--option key=value]… [--bot role=level]…
                                               create a game (graf-spee, arras); prints its id; --bot seats a
                                               computer player in the API (random, heuristic, search)
  games [--open | --running | --finished] [--type <game-type>] [--limit n]
                                               the newest games, one a line, id first: those with a free seat
                                               (the default), those being played, or those over
  join <game> <role>                           claim a seat; its token is kept in the seat store
  play <game> --seat <role> --bot random [--seed n]
                                               play the seat to the end of the game
  watch <game> [--seat <role>] [--after-seq n] print the game's events in words as they happen
  replay <game> [--perspective p] [--seat <role>]
                                               step through the game (← → Home End q; all steps when not a terminal)
  export <game> [--out dir] [--perspective p]  write the record and the NDJSON history to files

  --url <url>   the API (else WARGAMES_URL, else http://127.0.0.1:3000)
  Seat tokens:  $WARGAMES_CONFIG_DIR/seats.json, else $XDG_CONFIG_HOME/wargames/seats.json, else ~/.config/wargames/seats.json`;

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number`);
  return Number(value);
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      option: { type: 'string', multiple: true },
      seat: { type: 'string' },
      bot: { type: 'string', multiple: true },
      seed: { type: 'string' },
      perspective: { type: 'string' },
      out: { type: 'string' },
      'after-seq': { type: 'string' },
      open: { type: 'boolean' },
      running: { type: 'boolean' },
      finished: { type: 'boolean' },
      type: { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const terminal = new Terminal(serverUrl(values.url));
  const need = (count: number, names: string) => {
    if (rest.length !== count) throw new UsageError(`${command} takes ${names}`);
    return rest as string[];
  };
  switch (command) {
    case 'create':
      return createCommand(terminal, need(1, '<game-type>')[0] as string, values.option ?? [], values.bot ?? []);
    case 'games': {
      need(0, 'no positional arguments');
      const lists = (Object.keys(GAME_LISTS) as GameList[]).filter((list) => values[list]);
      if (lists.length > 1) throw new UsageError('games takes one of --open, --running and --finished');
      return gamesCommand(terminal, lists[0] ?? 'open', values.type, integer(values.limit, 'limit'));
    }
    case 'join': {
      const [gameId, role] = need(2, '<game> <role>');
      return joinCommand(terminal, gameId as string, role as string);
    }
    case 'play': {
      const [gameId] = need(1, '<game>');
      const bot = values.bot?.at(-1);
      if (!values.seat || !bot) throw new UsageError('play takes --seat <role> and --bot <name>');
      return playCommand(terminal, gameId as string, values.seat, bot, integer(values.seed, 'seed'));
    }
    case 'watch':
      return watchCommand(terminal, need(1, '<game>')[0] as string, values.seat, integer(values['after-seq'], 'after-seq'));
    case 'replay':
      return replayCommand(terminal, need(1, '<game>')[0] as string, values.perspective, values.seat, Boolean(process.stdin.isTTY && process.stdout.isTTY));
    case 'export':
      return exportCommand(terminal, need(1, '<game>')[0] as string, values.out ?? '.', values.perspective, values.seat);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  // Open sockets (graphql-ws, keep-alive) must not hold the process once the command is done.
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`error: ${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    if (error instanceof WargamesApiError) process.stderr.write(`error: ${error.code} (${error.rule}): ${error.message}\n`);
    else if (error instanceof WargamesNetworkError) process.stderr.write(`error: ${error.message}\n`);
    else process.stderr.write(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
