import { createRegistry } from '@wargames/engine';
import { z } from 'zod';
import { gameServices } from '../testing/game-services';
import { hideAndSeek } from '../testing/hide-and-seek-game';
import { refusal } from '../testing/refusal';

describe('GameTypeCatalog', () => {
  const { catalog, reads, commands, seatedGame } = gameServices({ registry: createRegistry([hideAndSeek]) });

  it('serves the JSON Schemas of views and events in their output form, and every step with its rule', () => {
    const info = catalog.get('hide-and-seek');
    expect(info.viewSchema).toEqual(z.toJSONSchema(hideAndSeek.viewSchema as z.ZodType, { io: 'output', unrepresentable: 'any' }));
    expect(info.viewSchema).toMatchObject({ type: 'object', properties: { round: { type: 'integer' }, step: { enum: ['hide', 'seek', 'ended'] } } });
    expect(info.eventSchema).toMatchObject({ oneOf: [{ properties: { type: { const: 'hidden' } } }, { properties: { type: { const: 'sought' } } }] });
    expect(info.steps).toEqual([
      { id: 'hide', rule: 'T-1', description: expect.any(String) },
      { id: 'seek', rule: 'T-2', description: expect.any(String) },
      { id: 'ended', rule: 'T-3', description: expect.any(String) },
    ]);
    expect(catalog.list().map((type) => type.id)).toEqual(['hide-and-seek']);
  });

  it('lists every step name a view carries', async () => {
    const { hider, seeker } = await seatedGame(1);
    const seen = new Set<unknown>();
    const stepOf = async () => ((await reads.view(seeker)).view as { step: unknown }).step;
    seen.add(await stepOf());
    await commands.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 1 } });
    seen.add(await stepOf());
    await commands.submit(seeker, { commandId: 's', command: { type: 'seek', cell: 1 } });
    seen.add(await stepOf());
    expect([...seen].sort()).toEqual(catalog.get('hide-and-seek').steps.map((step) => step.id).sort());
  });

  it('serves each schema alone, and refuses an unknown game type', async () => {
    expect(catalog.schema('hide-and-seek', 'viewSchema')).toEqual(catalog.get('hide-and-seek').viewSchema);
    expect(catalog.schema('hide-and-seek', 'commandSchema')).toMatchObject({ oneOf: expect.any(Array) });
    expect(await refusal(Promise.resolve().then(() => catalog.schema('chess', 'eventSchema')))).toMatchObject({ code: 'ERR_UNKNOWN_GAME_TYPE', status: 404 });
  });
});
