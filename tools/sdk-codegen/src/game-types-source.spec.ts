import { ok, type AnyGame } from '@wargames/engine';
import { z } from 'zod';
import { gameSchemas } from './game-schemas';
import { camelCase, gameIndexSource, gameTypesSource, pascalCase } from './game-types-source';

/** A made-up game whose definition has every optional schema of the engine contract. */
function coinGame(withViewAndEvents: boolean): AnyGame {
  const command = z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('flip'), times: z.number().int().default(1) }),
    z.strictObject({ type: z.literal('pass') }),
  ]);
  return {
    id: 'coin-toss',
    title: 'Coin toss',
    roles: ['heads', 'tails'],
    optionsSchema: z.strictObject({ rounds: z.number().int().default(3) }),
    commandSchema: command,
    ...(withViewAndEvents
      ? {
          viewSchema: z.strictObject({ score: z.number(), turn: z.enum(['heads', 'tails']) }),
          eventSchema: z.discriminatedUnion('type', [
            z.strictObject({ type: z.literal('flipped'), side: z.enum(['heads', 'tails']).optional() }),
            z.strictObject({ type: z.literal('passed') }),
          ]),
          steps: [{ id: 'flip-step', rule: 'CT-1', description: 'a player flips' }],
        }
      : {}),
    board: {},
    parseOptions: (raw: unknown) => ok(raw),
    setup: () => ({}),
    parseCommand: (raw: unknown) => ok(raw),
    decide: () => ok([]),
    evolve: (state: unknown) => state,
    view: () => ({}),
    redact: () => null,
    pending: () => [],
    legal: () => [],
    outcome: () => null,
  } as AnyGame;
}

/** The source without comments and whitespace, so that assertions do not depend on layout. */
const compact = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');

describe('game types from the game definitions', () => {
  it('names types after the game id', () => {
    expect(pascalCase('graf-spee')).toBe('GrafSpee');
    expect(camelCase('graf-spee')).toBe('grafSpee');
    expect(pascalCase('arras')).toBe('Arras');
  });

  it('types commands from the input side (a field with a default is optional) and roles as literals', async () => {
    const source = compact(await gameTypesSource(gameSchemas(coinGame(false))));
    expect(source).toContain('exportconstcoinTossRoles=["heads","tails"]asconst;');
    expect(source).toContain('exporttypeCoinTossCommand=({type:"flip";times?:number;}|{type:"pass";});');
    expect(source).toContain('exportinterfaceCoinTossOptions{rounds?:number;}');
  });

  it('falls back to plain JSON for the view and the events while the definition has no schema for them', async () => {
    const source = compact(await gameTypesSource(gameSchemas(coinGame(false))));
    expect(source).toContain('exporttypeCoinTossView=JsonObject;');
    expect(source).toContain('exporttypeCoinTossEvent=JsonObject&{readonlytype:string;};');
  });

  it('picks up viewSchema, eventSchema and steps as soon as the definition has them', async () => {
    const source = compact(await gameTypesSource(gameSchemas(coinGame(true))));
    expect(source).toContain('exportinterfaceCoinTossView{score:number;turn:("heads"|"tails");}');
    expect(source).toContain('exporttypeCoinTossEvent=({type:"flipped";side?:("heads"|"tails");}|{type:"passed";});');
    expect(source).toContain('"id":"flip-step"');
    expect(source).toContain('exportconstcoinTossEventTypes=["flipped","passed"]asconst;');
    expect(source).not.toContain('=JsonObject');
  });

  it('indexes every game by id', () => {
    const index = gameIndexSource([gameSchemas(coinGame(false))]);
    expect(index).toContain('"coin-toss": { options: CoinTossOptions; command: CoinTossCommand; view: CoinTossView; event: CoinTossEvent; role: CoinTossRole };');
    expect(index).toContain('export const GAME_TYPE_IDS = ["coin-toss"] as const;');
  });
});
