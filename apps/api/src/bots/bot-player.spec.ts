import { gameRegistry } from '@wargames/games';
import { seededDice } from '@wargames/engine';
import { gameServices } from '../testing/game-services';
import { UNLIMITED_RATES } from '../testing/unlimited-rates';
import { withoutNotifications } from '../testing/without-notifications';
import { seatedWithBots } from './bot-testing';
import { BOT_RECHECK_MS } from './bot-player';
import { BotWorkers } from './bot-workers';

const opened: ReturnType<typeof gameServices>[] = [];
const services = () => {
  const s = gameServices({ registry: gameRegistry, dice: seededDice(7), env: { ...UNLIMITED_RATES } });
  opened.push(s);
  return s;
};

describe('bot seats', () => {
  // The bots decide on worker threads: end them, so that Jest exits.
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.botPlayer.onModuleDestroy()));
  });

  it('shows which seats a computer holds, and refuses a bot for a seat the game lacks or a level it does not know', async () => {
    const { lobby } = services();
    const game = await lobby.createGame('graf-spee', {}, { british: 'heuristic' });
    expect(game.seats).toEqual([
      { role: 'german', claimed: false, invited: false, bot: null },
      { role: 'british', claimed: true, invited: false, bot: 'heuristic' },
    ]);
    await expect(lobby.createGame('graf-spee', {}, { french: 'random' })).rejects.toMatchObject({ code: 'ERR_UNKNOWN_ROLE', rule: 'bots' });
    await expect(lobby.createGame('graf-spee', {}, { british: 'genius' })).rejects.toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'bots.british' });
    // A bot's seat has no token anyone could send.
    await expect(lobby.claimSeat(game.id, 'british')).rejects.toMatchObject({ code: 'ERR_SEAT_TAKEN' });
  });

  it('plays a whole Arras game between two bots by itself', async () => {
    const s = services();
    const game = await s.lobby.createGame('arras', {}, { allied: 'heuristic', german: 'random' });
    await s.botPlayer.settled();
    const after = await s.lobby.getGame(game.id);
    expect(after.status).toBe('ended');
    expect(after.outcome).not.toBeNull();
    // Every bot command went through the command path, under ids made of its role and the version it decided on.
    const rows = await s.store.readStream(game.id);
    expect(rows.filter((row) => row.commandId !== null).every((row) => /^bot-(allied|german)-\d+$/.test(row.commandId as string))).toBe(true);
  }, 120_000);

  it('tries again when a decision fails (a lost worker), so that a game waiting for the bot goes on', async () => {
    const failOnce = jest.spyOn(BotWorkers.prototype, 'decide').mockRejectedValueOnce(new Error('the worker thread exited'));
    try {
      const s = services();
      const game = await s.lobby.createGame('arras', {}, { allied: 'random', german: 'random' });
      await s.botPlayer.settled();
      expect(failOnce).toHaveBeenCalled();
      expect((await s.lobby.getGame(game.id)).status).toBe('ended');
    } finally {
      failOnce.mockRestore();
    }
  }, 120_000);

  it('answers a person in a Graf Spee game move after move, from the change feed', async () => {
    const s = services();
    await s.botPlayer.onApplicationBootstrap();
    const { game, caller } = await seatedWithBots(s, 'graf-spee', 'german', { british: 'heuristic' });
    const choose = seededDice(3);
    let sent = 0;
    for (; sent < 60; sent++) {
      await s.botPlayer.settled();
      const legal = (await s.reads.legalCommands(caller)).commands;
      if (legal.length === 0) break;
      await s.commands.submit(caller, { commandId: `human-${sent}`, command: legal[choose.int(legal.length)] });
    }
    await s.botPlayer.settled();
    const rows = await s.store.readStream(game.id);
    const botCommands = new Set(rows.filter((row) => row.actor === 'british').map((row) => row.commandId));
    expect(sent).toBeGreaterThan(3);
    expect(botCommands.size).toBeGreaterThan(3);
  }, 120_000);

  it('looks at its games with bots again every BOT_RECHECK_MS, so a bot moves though the notification of the move before never came', async () => {
    const writer = services();
    const { game, caller } = await seatedWithBots(writer, 'graf-spee', 'german', { british: 'heuristic' });
    // Another process on the same database that hears no notification (the writer stopped before sending one).
    const deaf = withoutNotifications(writer.store);
    const other = gameServices({ store: deaf, registry: gameRegistry, dice: seededDice(7), env: { ...UNLIMITED_RATES, WARGAMES_PLAY_BOTS: 'true' } });
    opened.push(other);
    // Only the recheck's interval is faked: the bot's worker threads keep real timers.
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
    try {
      await other.botPlayer.onApplicationBootstrap();
      await other.botPlayer.settled();
      const britishCommands = async () => (await writer.store.readStream(game.id)).filter((row) => row.actor === 'british').length;
      // The person moves until the British are to move; nobody tells the other process.
      for (let sent = 0; (await writer.reads.legalCommands(caller)).commands.length > 0 && sent < 10; sent++) {
        const legal = (await writer.reads.legalCommands(caller)).commands;
        await writer.commands.submit(caller, { commandId: `human-${sent}`, command: legal[0] });
      }
      await other.botPlayer.settled();
      expect(await britishCommands()).toBe(0);
      jest.advanceTimersByTime(BOT_RECHECK_MS);
      await other.botPlayer.settled();
      expect(await britishCommands()).toBeGreaterThan(0);
    } finally {
      jest.useRealTimers();
    }
  }, 120_000);
});
