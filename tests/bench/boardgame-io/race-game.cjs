// The first of the two games boardgame.io plays in the comparison: two seats taking turns, one move a turn, 100 moves
// to a match. It is far simpler than Graf Spee (no rules to check, a state of three numbers), so boardgame.io's figures
// are its framework and storage alone: a comparison that favours it. The second is Graf Spee on the project's own
// decider (../src/bgio-graf-spee.ts).
const MOVES_PER_MATCH = 100;

/** @type {import('boardgame.io').Game} */
const raceGame = {
  name: 'race',
  setup: () => ({ track: [0, 0], moves: 0 }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    step: ({ G, playerID }, by) => {
      G.track[Number(playerID)] += by;
      G.moves += 1;
    },
  },
  endIf: ({ G }) => (G.moves >= MOVES_PER_MATCH ? { draw: true } : undefined),
};

module.exports = { raceGame, MOVES_PER_MATCH };
