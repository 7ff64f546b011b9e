import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { isResignation, seededDice, type AnyGame } from '@wargames/engine';
import { arras, gameRegistry, grafSpee } from '@wargames/games';
import { speeTwin } from '@wargames/graf-spee/spec-twins';
import { stateFromView } from './arras/arras-seat';
import { arrasHeuristicBot } from './arras/heuristic-bot';
import { ARRAS_SEARCH_DEFAULTS, arrasSearch } from './arras/search-bot';
import type { Bot } from './bot';
import { playingOn } from './bot-catalog';
import { grafSpeeHeuristicBot } from './graf-spee/heuristic-bot';
import { grafSpeeSearch } from './graf-spee/search-bot';
import { playMatch } from './play-match';
import { randomBot } from './random-bot';
import { rngFor } from './seeds';
import { randomPosition } from './random-position';

// Small search settings keep the property tests quick; the defaults are measured by `npm run simulate`.
const smallSearch: Record<string, Bot> = {
  'graf-spee': grafSpeeSearch({ iterations: 8, candidates: 3, horizonTurns: 2, exploration: 0.5, maxDepth: 3 }) as Bot,
  arras: arrasSearch({ ...ARRAS_SEARCH_DEFAULTS, simulations: 2, candidates: 3, horizonPlayerTurns: 1, rolloutSample: 3 }) as Bot,
};
const heuristic: Record<string, Bot> = { 'graf-spee': grafSpeeHeuristicBot as Bot, arras: arrasHeuristicBot as Bot };
const defaults = (game: AnyGame) => {
  const parsed = game.parseOptions({});
  if (!parsed.ok) throw new Error('default options refused');
  return parsed.value;
};

// The games as the API serves them (resign among the legal commands) and the bots as it asks them (`playingOn`).
const cases = gameRegistry.list().flatMap((game) =>
  [randomBot, heuristic[game.id] as Bot, smallSearch[game.id] as Bot].map((bot) => [game.id, bot.level, game, playingOn(bot)] as const),
);

describe.each(cases)('%s %s bot', (_id, _level, game, bot) => {
  it('answers only legal commands, which the rules accept, in random positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 160 }), (seed, commands) => {
        const { state, seats } = randomPosition(game, defaults(game), seed, commands);
        for (const seat of seats) {
          const choice = bot.choose(seat, rngFor(seed, seat.role));
          expect(seat.legal.some((legal) => isDeepStrictEqual(legal, choice))).toBe(true);
          expect(isResignation(choice)).toBe(false);
          expect(game.decide(state, choice, seat.role, seededDice(seed)).ok).toBe(true);
        }
      }),
      { numRuns: bot.level === 'search' ? 12 : 40 },
    );
  });

  it('decides on what its seat was sent and nothing else: the same choice from a JSON copy of it', () => {
    for (const seed of [3, 17, 29]) {
      const { seats } = randomPosition(game, defaults(game), seed, 40 + seed);
      for (const seat of seats) {
        const copy = JSON.parse(JSON.stringify(seat)) as typeof seat;
        expect(bot.choose(copy, rngFor(seed))).toEqual(bot.choose(seat, rngFor(seed)));
      }
    }
  });

  it('plays the same game again under the same seed', () => {
    const play = () =>
      playMatch({
        game,
        options: defaults(game),
        bots: Object.fromEntries(game.roles.map((role) => [role, bot])),
        dice: seededDice(5),
        seed: 'repeat',
        maxCommands: bot.level === 'search' ? 60 : 4_000,
      });
    const first = play();
    const second = play();
    expect(second.events).toEqual(first.events);
    expect(first.commands).toBeGreaterThan(0);
  });
});

describe('hidden information (GS-9)', () => {
  it('the British bots choose the same whatever the Spee’s hidden hex, supply ships and path', () => {
    // Twins: the same position with the German's secrets changed; the British is shown the same view and legal commands.
    let compared = 0;
    for (let seed = 1; seed <= 40 && compared < 12; seed++) {
      const { state, seats } = randomPosition(grafSpee, defaults(grafSpee), seed, 20 + ((seed * 7) % 90));
      const british = seats.find((seat) => seat.role === 'british');
      const twin = speeTwin(state as never);
      if (!british || !twin) continue;
      const twinSeat = { ...british, view: grafSpee.view(twin, 'british'), legal: grafSpee.legal(twin, 'british') };
      for (const bot of [heuristic['graf-spee'], smallSearch['graf-spee']] as Bot[]) {
        expect(bot.choose(twinSeat, rngFor(seed))).toEqual(bot.choose(british, rngFor(seed)));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
  });

  it('an Arras bot rebuilds the whole state from its view, since Arras is open (AR-9)', () => {
    const { state, seats } = randomPosition(arras, defaults(arras), 9, 50);
    expect(stateFromView(seats[0]?.view as never)).toEqual(state);
  });
});
