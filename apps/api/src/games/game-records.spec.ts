import { gameServices, type GameServices } from '../testing/game-services';
import { refusal } from '../testing/refusal';

describe('GameRecords', () => {
  async function finishedGame(services: GameServices) {
    const seated = await services.seatedGame(1);
    await services.commands.submit(seated.hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    await services.commands.submit(seated.seeker, { commandId: 's1', command: { type: 'seek', cell: 5 } });
    return seated;
  }

  it('exports only a finished game', async () => {
    const services = gameServices();
    const { records } = services;
    const { game, hider } = await services.seatedGame();
    await services.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    expect(await refusal(records.exportRecord(game.id))).toMatchObject({ code: 'ERR_GAME_NOT_ENDED', status: 409 });
  });

  it('imports an exported record as a new ended game with the same history', async () => {
    const services = gameServices();
    const { records } = services;
    const { game, spectator } = await finishedGame(services);
    const record = await records.exportRecord(game.id);
    expect(record.steps.map((step) => [step.commandId, step.actor, step.dice.length])).toEqual([['h1', 'hider', 1], ['s1', 'seeker', 1]]);
    const imported = await records.importRecord(JSON.parse(JSON.stringify(record)));
    expect(imported).toMatchObject({ status: 'ended', gameType: 'hide-and-seek', outcome: record.outcome });
    const original = await services.reads.history(spectator, { perspective: 'omniscient' });
    const copy = await services.reads.history({ gameId: imported.id, role: null }, { perspective: 'omniscient' });
    expect(copy.entries).toEqual(original.entries);
    expect(imported.imported).toBe(true);
    expect((await services.lobby.getGame(game.id)).imported).toBe(false);
    expect(record.exportedFrom).toMatchObject({ gameId: game.id, imported: false });
    expect((await records.exportRecord(imported.id)).exportedFrom).toMatchObject({ gameId: imported.id, imported: true });
    expect((await services.lobby.listGames({ imported: true })).map((listed) => listed.id)).toEqual([imported.id]);
    expect((await services.lobby.listGames({ imported: false })).map((listed) => listed.id)).toEqual([game.id]);
    expect(await records.exportRecord(imported.id)).toMatchObject({ steps: record.steps.map((step) => ({ ...step, commandId: step.commandId })) });
  });

  it('rejects a record whose step is illegal, whose dice or events do not fit, or that is unfinished, and stores nothing', async () => {
    const services = gameServices();
    const { records, store } = services;
    const { game } = await finishedGame(services);
    const record = await records.exportRecord(game.id);
    const before = (await store.listGames({ limit: 100, offset: 0 })).length;
    const tamper = (change: (copy: typeof record) => void) => {
      const copy = JSON.parse(JSON.stringify(record)) as typeof record;
      change(copy);
      return records.importRecord(copy);
    };
    expect(await refusal(tamper((r) => r.steps.reverse()))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps.0', status: 422 });
    expect(await refusal(tamper((r) => (r.steps[0] = { ...r.steps[0], actor: 'hider', command: { type: 'hide', cell: 4 }, dice: [] })))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps.0' });
    expect(await refusal(tamper((r) => (r.steps[0] = { ...r.steps[0], actor: 'hider', command: { type: 'hide', cell: 4 }, dice: [[6, 0], [6, 1]] })))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD' });
    expect(await refusal(tamper((r) => (r.steps[1] = { ...r.steps[1], actor: 'seeker', command: { type: 'seek', cell: 5 }, dice: r.steps[1]?.dice ?? [], events: [{ type: 'sought', cell: 4, found: true }] })))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps.1' });
    expect(await refusal(tamper((r) => r.steps.pop()))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps' });
    expect(await refusal(tamper((r) => (r.outcome = { winner: 'hider', reason: 'x', rule: 'T-3', message: 'x' })))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'outcome' });
    expect(await refusal(tamper((r) => ((r as { format: string }).format = 'pgn')))).toMatchObject({ code: 'ERR_MALFORMED_RECORD', rule: 'format', status: 400 });
    expect(await refusal(tamper((r) => (r.gameType = 'chess')))).toMatchObject({ code: 'ERR_UNKNOWN_GAME_TYPE' });
    expect(await refusal(records.importRecord('not a record'))).toMatchObject({ code: 'ERR_MALFORMED_RECORD' });
    let deep: unknown = {};
    for (let level = 0; level < 20_000; level++) deep = [deep];
    expect(await refusal(tamper((r) => (r.options = deep as typeof r.options)))).toMatchObject({ code: 'ERR_MALFORMED_RECORD', rule: 'record', status: 400 });
    expect((await store.listGames({ limit: 100, offset: 0 })).length).toBe(before);
  });
});
