import { grafSpee } from '@wargames/games';
import { kindTwin, speeTwin } from '@wargames/graf-spee/spec-twins';
import type { Command, GrafSpeeState } from '@wargames/graf-spee';
import { randomPosition } from '../random-position';
import { rngFor } from '../seeds';
import type { Bot } from '../bot';
import { determinize } from './determinize';
import type { GrafSpeeSeat } from './graf-spee-seat';
import { grafSpeeHeuristicBot } from './heuristic-bot';
import { candidatesOf, commandKey, grafSpeeSearch } from './search-bot';
import { SpeeBelief } from './spee-belief';

const options = { surePointsPerIcon: false };
const small = grafSpeeSearch({ iterations: 16, candidates: 4, horizonTurns: 2, exploration: 0.5, maxDepth: 4 }) as Bot;

/** Positions reached by random play, as each pending seat knows them, with the state behind them. */
function positions(count: number): { state: GrafSpeeState; seat: GrafSpeeSeat }[] {
  const found: { state: GrafSpeeState; seat: GrafSpeeSeat }[] = [];
  for (let seed = 1; found.length < count && seed < count * 10; seed++) {
    const { state, seats } = randomPosition(grafSpee, options, seed, 6 + ((seed * 29) % 150));
    for (const seat of seats) if (seat.legal.length > 1) found.push({ state: state as GrafSpeeState, seat: seat as GrafSpeeSeat });
  }
  return found;
}

describe('Graf Spee search: sampled worlds (GS-9)', () => {
  it('every sampled world shows the seat exactly its own view and legal commands: consistent with all it saw', () => {
    let checked = 0;
    for (const { seat } of positions(40)) {
      for (let draw = 0; draw < 3; draw++) {
        const world = determinize(seat, rngFor(checked, draw));
        expect(grafSpee.view(world, seat.role)).toEqual(seat.view);
        expect(grafSpee.legal(world, seat.role)).toEqual(seat.legal);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the British never samples the Spee on a hex his belief rules out (a missed search, GS-5.7, GS-5.8)', () => {
    let hidden = 0;
    for (const { seat } of positions(60)) {
      if (seat.role !== 'british' || seat.view.spee.speeHex !== null || !seat.view.setup.germanReady) continue;
      const belief = SpeeBelief.from(seat.history);
      for (let draw = 0; draw < 5; draw++) expect(belief.at(determinize(seat, rngFor(hidden, draw), belief).speeHex as string)).toBeGreaterThan(0);
      hidden++;
    }
    expect(hidden).toBeGreaterThan(5);
  });

  it('the search chooses the same whatever the other side’s secrets: the Spee’s hex, path and supply ships; the British kinds', () => {
    let compared = 0;
    for (const { state, seat } of positions(24)) {
      const twin = seat.role === 'british' ? speeTwin(state) : kindTwin(state, 'german');
      if (!twin) continue;
      const twinSeat = { ...seat, view: grafSpee.view(twin, seat.role), legal: grafSpee.legal(twin, seat.role) };
      expect(twinSeat.view).toEqual(seat.view);
      expect(small.choose(twinSeat, rngFor(compared))).toEqual(small.choose(seat, rngFor(compared)));
      compared++;
    }
    expect(compared).toBeGreaterThan(12);
  });
});

describe('Graf Spee search: decisions', () => {
  it('decides the same for the same seed, on a copy of what the seat was sent', () => {
    for (const { seat } of positions(12)) {
      const copy = JSON.parse(JSON.stringify(seat)) as GrafSpeeSeat;
      expect(small.choose(copy, rngFor('again'))).toEqual(small.choose(seat, rngFor('again')));
    }
  });

  it('searches the heuristic’s own choice among its candidates, and a Spee move once per end hex and refuelling (GS-4.2)', () => {
    let searched = 0;
    for (const { seat } of positions(60)) {
      const found = candidatesOf(seat, SpeeBelief.from(seat.history), 4);
      if (!found) continue;
      searched++;
      const keys = found.map(commandKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const command of found) expect(seat.legal).toContainEqual(command);
      const usual = grafSpeeHeuristicBot.choose(seat, rngFor(searched));
      if (seat.role === 'german' || seat.view.phase !== 'british-move') continue;
      // The heuristic's choice is the best-ranked British move, or ending or buying, which are always kept.
      expect(keys).toContain(commandKey(usual));
    }
    expect(searched).toBeGreaterThan(10);
  });

  it('considers up to speeMoves of the Spee’s moves (GS-4.2) and up to the candidate count of anything else', () => {
    let speeDecisions = 0;
    let britishDecisions = 0;
    for (const { seat } of positions(80)) {
      const belief = SpeeBelief.from(seat.history);
      const wide = candidatesOf(seat, belief, 2, 10);
      const narrow = candidatesOf(seat, belief, 2);
      if (!wide || !narrow) continue;
      const moves = (found: Command[]) => found.filter((command) => command.type === 'move-spee').length;
      if (seat.legal.some((command) => command.type === 'move-spee')) {
        const ends = new Set(seat.legal.filter((command) => command.type === 'move-spee').map(commandKey)).size;
        expect(moves(wide)).toBe(Math.min(10, ends));
        expect(moves(narrow)).toBe(Math.min(2, ends));
        speeDecisions++;
      } else if (seat.role === 'british') {
        expect(wide).toEqual(narrow);
        britishDecisions++;
      }
    }
    expect(speeDecisions).toBeGreaterThan(3);
    expect(britishDecisions).toBeGreaterThan(3);
  });
});
