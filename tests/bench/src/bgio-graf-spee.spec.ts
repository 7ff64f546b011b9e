import { grafSpee, type GrafSpeeState } from '@wargames/graf-spee';
import { bgioGrafSpee, roleOf } from './bgio-graf-spee';
import { seededRandom } from './seeded-random';

// boardgame.io's own constants stand in here: the game is plain functions, played below as its server would call them.
const INVALID_MOVE = 'INVALID_MOVE';
const game = bgioGrafSpee({ INVALID_MOVE, ActivePlayers: { ALL: { all: 'any' } } }, (state) => state);

describe('Graf Spee as a boardgame.io game (the benchmark comparison)', () => {
  it('plays whole games from what each seat is sent, to the outcome the decider gives', () => {
    for (const seed of [1, 2, 3]) {
      const random = seededRandom(seed);
      let state: GrafSpeeState = game.setup();
      let moves = 0;
      while (game.endIf({ G: state }) === undefined) {
        const seen = ['0', '1'].map((playerID) => game.playerView({ G: state, playerID }));
        const pending = seen[0]?.pending ?? [];
        const role = pending[Math.floor(random() * pending.length)] as string;
        const playerID = String(grafSpee.roles.indexOf(role));
        const legal = seen[Number(playerID)]?.legal ?? [];
        expect(legal.length).toBeGreaterThan(0);
        const next = game.moves.command.move({ G: state, playerID, random: { Number: random } }, legal[Math.floor(random() * legal.length)]);
        expect(next).not.toBe(INVALID_MOVE);
        state = next as GrafSpeeState;
        moves++;
      }
      expect(moves).toBeGreaterThan(10);
      expect(game.endIf({ G: state })).toEqual(grafSpee.outcome(state));
    }
  });

  it("sends a seat its own view and legal commands, and a spectator neither side's secrets", () => {
    const state = game.setup();
    for (const playerID of ['0', '1']) {
      const role = roleOf(playerID) as string;
      expect(game.playerView({ G: state, playerID })).toEqual({ view: grafSpee.view(state, role), legal: grafSpee.legal(state, role), pending: grafSpee.pending(state) });
    }
    expect(game.playerView({ G: state, playerID: null })).toEqual({ view: grafSpee.view(state, 'spectator'), legal: [], pending: grafSpee.pending(state) });
    // A seat's copy is a view: nothing to end there.
    expect(game.endIf({ G: game.playerView({ G: state, playerID: '0' }) })).toBeUndefined();
  });

  it('refuses a move from a seat whose move it is not, a malformed command and an unknown seat (INVALID_MOVE)', () => {
    const state = game.setup();
    const [mover] = grafSpee.pending(state);
    const waiting = grafSpee.roles.find((role) => role !== mover) as string;
    const legal = grafSpee.legal(state, mover as string);
    const random = { Number: () => 0.5 };
    expect(game.moves.command.move({ G: state, playerID: String(grafSpee.roles.indexOf(waiting)), random }, legal[0])).toBe(INVALID_MOVE);
    expect(game.moves.command.move({ G: state, playerID: String(grafSpee.roles.indexOf(mover as string)), random }, { type: 'no-such-command' })).toBe(INVALID_MOVE);
    expect(game.moves.command.move({ G: state, playerID: '7', random }, legal[0])).toBe(INVALID_MOVE);
  });
});
