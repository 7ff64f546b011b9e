// boardgame.io's server on Postgres (bgio-postgres), in a process of its own as the API runs in its own: DATABASE_URL
// names the database; it listens on a free port of 127.0.0.1 and prints "listening on <url>". It serves the race game
// and, when BGIO_GRAF_SPEE_MODULE names ../src/bgio-graf-spee.ts (the process started with @swc-node/register), Graf
// Spee on the project's own decider.
const { Server } = require('boardgame.io/server');
const { ActivePlayers, INVALID_MOVE } = require('boardgame.io/core');
const { original } = require('immer');
const { PostgresStore } = require('bgio-postgres');
const { raceGame } = require('./race-game.cjs');

async function main() {
  const games = [raceGame];
  if (process.env.BGIO_GRAF_SPEE_MODULE) games.push(require(process.env.BGIO_GRAF_SPEE_MODULE).bgioGrafSpee({ ActivePlayers, INVALID_MOVE }, original));
  const db = new PostgresStore(process.env.DATABASE_URL, { logging: false });
  // Clients in Node send no Origin header; naming an origin only keeps boardgame.io's CORS warning quiet.
  const server = Server({ games, db, origins: ['http://127.0.0.1'] });
  const running = await server.run({ port: 0 });
  console.log(`listening on http://127.0.0.1:${running.appServer.address().port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
