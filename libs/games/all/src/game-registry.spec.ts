import { playRandomGame, replay, seededDice } from '@wargames/engine';
import { z } from 'zod';
import { gameRegistry } from './index';

describe('the game registry', () => {
  it('offers Graf Spee and Arras by id', () => {
    expect(gameRegistry.list().map((game) => game.id)).toEqual(['graf-spee', 'arras']);
    expect(gameRegistry.get('graf-spee')?.roles).toEqual(['german', 'british']);
    expect(gameRegistry.get('arras')?.roles).toEqual(['allied', 'german']);
  });

  describe.each(gameRegistry.list().map((game) => [game.id, game] as const))('%s honours the shared contract', (_id, game) => {
    const options = game.parseOptions({});

    it('accepts empty options and refuses nonsense with a typed error', () => {
      expect(options.ok).toBe(true);
      const bad = game.parseOptions({ surprise: 1 });
      expect(bad).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_OPTIONS' } });
    });

    it('serves its command and option shapes as JSON Schema', () => {
      const commands = z.toJSONSchema(game.commandSchema) as { anyOf?: unknown[]; oneOf?: unknown[] };
      expect((commands.anyOf ?? commands.oneOf ?? []).length).toBeGreaterThan(1);
      expect(z.toJSONSchema(game.optionsSchema)).toMatchObject({ type: 'object' });
    });

    it('refuses a command of an unknown type with ERR_MALFORMED_COMMAND', () => {
      expect(game.parseCommand({ type: 'teleport' })).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND' } });
      expect(game.parseCommand('not an object')).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND' } });
    });

    it('plays random legal games to the end, replays them and redacts every event as JSON', () => {
      if (!options.ok) throw new Error('options refused');
      for (let seed = 1; seed <= 5; seed++) {
        const result = playRandomGame(game, options.value, seededDice(seed));
        expect(result.ended).toBe(true);
        expect(replay(game, options.value, result.events)).toEqual(result.state);
        expect(game.pending(result.state)).toEqual([]);
        const outcome = game.outcome(result.state);
        if (outcome === null) throw new Error(`${game.id}: an ended game has no outcome`);
        expect(outcome.winner === null || game.roles.includes(outcome.winner)).toBe(true);
        for (const viewer of [...game.roles, 'spectator', 'omniscient']) {
          expect(() => JSON.stringify(game.view(result.state, viewer))).not.toThrow();
          for (const event of result.events) {
            const visible = game.redact(event, viewer);
            if (visible !== null) expect(typeof visible.type).toBe('string');
          }
        }
      }
    });
  });
});
