import { seededDice } from '@wargames/engine';
import fc from 'fast-check';
import type { Caller } from './game-models';
import { gameServices, type GameServices } from '../testing/game-services';
import { HIDE_AND_SEEK_SECRET_KEYS } from '../testing/hide-and-seek-game';
import { refusal } from '../testing/refusal';

function secretKeysIn(value: unknown): string[] {
  const text = JSON.stringify(value);
  return HIDE_AND_SEEK_SECRET_KEYS.filter((key) => text.includes(`"${key}"`));
}

async function playedGame(services: GameServices) {
  const seated = await services.seatedGame(2);
  await services.commands.submit(seated.hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
  await services.commands.submit(seated.seeker, { commandId: 's1', command: { type: 'seek', cell: 4 } });
  await services.commands.submit(seated.hider, { commandId: 'h2', command: { type: 'hide', cell: 7 } });
  return seated;
}

describe('GameReads', () => {
  it('pages the caller’s redacted history', async () => {
    const services = gameServices();
    const { reads } = services;
    const { seeker, hider } = await playedGame(services);
    const page = await reads.history(seeker, { limit: 2 });
    expect(page.entries.map((entry) => entry.event.type)).toEqual(['hidden', 'sought']);
    expect(page).toMatchObject({ hasMore: true, nextAfterSeq: 4 });
    const rest = await reads.history(seeker, { afterSeq: page.nextAfterSeq });
    expect(rest).toMatchObject({ hasMore: false, nextAfterSeq: 6, entries: [{ seq: 6, actor: 'hider', event: { type: 'hidden', round: 2 } }] });
    expect(secretKeysIn([page, rest])).toEqual([]);
    expect((await reads.history(hider, {})).entries[2]?.event).toMatchObject({ cell: 7 });
    expect(await refusal(reads.history(seeker, { limit: 0 }))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'limit' });
  });

  it('offers the caller its legal commands only on its turn', async () => {
    const services = gameServices();
    const { seeker, hider, spectator } = await playedGame(services);
    expect((await services.reads.legalCommands(seeker)).commands).toHaveLength(8);
    expect((await services.reads.legalCommands(hider)).commands).toEqual([]);
    expect((await services.reads.legalCommands(spectator)).commands).toEqual([]);
  });

  it('replays a step from the caller’s own eyes while the game runs, never from another’s (GS-9)', async () => {
    const services = gameServices();
    const { reads } = services;
    const { seeker, spectator } = await playedGame(services);
    const frame = await reads.replayFrame(seeker, 1);
    expect(frame).toMatchObject({ step: 1, steps: 3, version: 2, actor: 'hider', perspective: 'seeker', view: { tokenHidden: true } });
    expect(secretKeysIn(frame)).toEqual([]);
    expect((await reads.replayFrame(seeker, 0)).events).toEqual([]);
    expect(await refusal(reads.replayFrame(seeker, 1, 'hider'))).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN', status: 403 });
    expect(await refusal(reads.replayFrame(spectator, 1, 'omniscient'))).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN' });
    expect(await refusal(reads.view(seeker, 'omniscient'))).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN' });
    expect(await refusal(reads.replayFrame(seeker, 4))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'step' });
    expect(await refusal(reads.replayFrame(seeker, 1, 'god'))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'perspective' });
  });

  it('opens every perspective, omniscient included, once the game has ended', async () => {
    const services = gameServices();
    const { reads } = services;
    const { seeker, spectator } = await playedGame(services);
    await services.commands.submit(seeker, { commandId: 's2', command: { type: 'seek', cell: 1 } });
    expect((await services.lobby.getGame(seeker.gameId)).status).toBe('ended');
    const frame = await reads.replayFrame(spectator, 1, 'omniscient');
    expect(frame.view).toMatchObject({ hiddenAt: 4 });
    expect((await reads.view(seeker, 'hider')).view).toMatchObject({ decoys: expect.any(Array) });
  });

  it('property: whatever is played, nothing sent to the seeker or a spectator holds a hidden fact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 5 }), async (seed, rounds) => {
        const choices = seededDice(seed);
        const services = gameServices({ dice: seededDice(seed + 1) });
        const { reads, commands, lobby } = services;
        const { hider, seeker, spectator } = await services.seatedGame(rounds);
        const sentToOthers: unknown[] = [];
        for (let n = 0; n < 20; n++) {
          const summary = await lobby.getGame(hider.gameId);
          if (summary.status === 'ended') break;
          const caller: Caller = summary.pending[0] === 'hider' ? hider : seeker;
          const legal = (await reads.legalCommands(caller)).commands;
          const command = legal[choices.int(legal.length)];
          const result = await commands.submit(caller, { commandId: `c${n}`, command });
          if (caller === seeker) sentToOthers.push(result);
          sentToOthers.push(await reads.view(seeker), await reads.view(spectator), await reads.legalCommands(seeker));
          sentToOthers.push(await reads.history(seeker, {}), await reads.history(spectator, {}), summary);
        }
        const steps = (await reads.replayFrame(seeker, 0)).steps;
        for (let step = 0; step <= steps; step++) sentToOthers.push(await reads.replayFrame(seeker, step));
        expect(secretKeysIn(sentToOthers)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
