import { createRegistry, seededDice, type DiceSource, type GameRegistry } from '@wargames/engine';
import type { EventStore } from '@wargames/event-store';
import { BotPlayer } from '../bots/bot-player';
import { BotSeats } from '../bots/bot-seats';
import { BotWorkers } from '../bots/bot-workers';
import { loadConfig } from '../config/app-config';
import { AwaitedSeats } from '../games/awaited-seats';
import { CommandSubmission } from '../games/command-submission';
import { CommandRateLimiter } from '../throttling/command-rate-limiter';
import type { Caller } from '../games/game-models';
import { GameLoader } from '../games/game-loader';
import { GameLobby } from '../games/game-lobby';
import { GameReads } from '../games/game-reads';
import { GameRecords } from '../games/game-records';
import { GameTypeCatalog } from '../games/game-type-catalog';
import { VictoryClaims } from '../games/victory-claims';
import { hideAndSeek } from './hide-and-seek-game';
import { InMemoryEventStore } from './in-memory-event-store';

/** The game services wired by hand over one store, as the app module wires them, for unit tests. */
export function gameServices<Store extends EventStore = InMemoryEventStore>(
  options: { store?: Store; registry?: GameRegistry; dice?: DiceSource; env?: Record<string, string>; clock?: () => number } = {},
) {
  const store = (options.store ?? new InMemoryEventStore()) as Store;
  const loader = new GameLoader(store, options.registry ?? createRegistry([hideAndSeek]));
  const config = loadConfig(options.env ?? {});
  const awaitedSeats = new AwaitedSeats(store);
  const botSeats = new BotSeats(store);
  const victoryClaims = new VictoryClaims(config, awaitedSeats, botSeats, options.clock ?? (() => Date.now()));
  const commands = new CommandSubmission(store, options.dice ?? seededDice(1), loader, new CommandRateLimiter(config), awaitedSeats, victoryClaims);
  const botPlayer = new BotPlayer(store, config, loader, commands, botSeats, new BotWorkers(config));
  const lobby = new GameLobby(store, loader, botSeats, botPlayer);
  const services = {
    store,
    loader,
    lobby,
    botSeats,
    botPlayer,
    catalog: new GameTypeCatalog(loader),
    reads: new GameReads(loader, awaitedSeats, victoryClaims),
    commands,
    records: new GameRecords(store, loader, lobby),
    /** A hide-and-seek game with both seats claimed: the callers and their tokens. */
    async seatedGame(rounds = 2) {
      const game = await lobby.createGame('hide-and-seek', { rounds });
      const tokens = { hider: (await lobby.claimSeat(game.id, 'hider')).token, seeker: (await lobby.claimSeat(game.id, 'seeker')).token };
      const hider: Caller = await lobby.callerFor(game.id, tokens.hider);
      const seeker: Caller = await lobby.callerFor(game.id, tokens.seeker);
      const spectator: Caller = await lobby.callerFor(game.id, undefined);
      return { game, hider, seeker, spectator, tokens };
    },
  };
  return services;
}

export type GameServices = ReturnType<typeof gameServices>;
