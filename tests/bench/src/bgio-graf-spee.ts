// Graf Spee as a boardgame.io game, for the comparison's second game: the project's own decider (parse, decide,
// evolve, view, legal) inside boardgame.io's move, view and end hooks, so that boardgame.io plays the game the API's
// clients play, with its framework and storage around it instead of the API's.
import { DEFAULT_OPTIONS, grafSpee, type GrafSpeeState, type GrafSpeeView } from '@wargames/graf-spee';

/** What a seat's client is sent (boardgame.io's playerView): its view, its legal commands and whose move it is. */
export interface GrafSpeeSeatState {
  readonly view: GrafSpeeView;
  readonly legal: readonly unknown[];
  readonly pending: readonly string[];
}

/** What the game takes of boardgame.io, loaded from the comparison's own node_modules (boardgame-io/). */
export interface BgioCore {
  readonly INVALID_MOVE: string;
  readonly ActivePlayers: { readonly ALL: unknown };
}

/** Immer's `original`: the state a move's draft was made from, untouched, so the decider reads plain objects. */
type Original = <T>(draft: T) => T | undefined;

interface MoveContext {
  readonly G: GrafSpeeState;
  readonly playerID: string;
  readonly random: { Number(): number };
}

/** Seat `playerID` ('0', '1') is the game's role in that order: the German, then the British. */
export const roleOf = (playerID: string | null | undefined): string | null => (playerID == null ? null : (grafSpee.roles[Number(playerID)] ?? null));

/**
 * The game for boardgame.io's server and clients. Any seat may move at any time (`ActivePlayers.ALL`); the decider
 * refuses a seat whose move it is not, as the API does. Moves run on the server only (`client: false`): a client
 * holds only its seat's view, and the dice come from boardgame.io's seeded generator (`random`).
 */
export function bgioGrafSpee(core: BgioCore, original: Original) {
  return {
    name: 'graf-spee',
    setup: (): GrafSpeeState => grafSpee.setup(DEFAULT_OPTIONS),
    turn: { activePlayers: core.ActivePlayers.ALL },
    moves: {
      command: {
        client: false,
        move: ({ G, playerID, random }: MoveContext, raw: unknown): GrafSpeeState | string => {
          const role = roleOf(playerID);
          const command = grafSpee.parseCommand(raw);
          if (role === null || !command.ok) return core.INVALID_MOVE;
          const state = original(G) ?? G;
          const events = grafSpee.decide(state, command.value, role, { int: (bound) => Math.floor(random.Number() * bound) });
          if (!events.ok) return core.INVALID_MOVE;
          return events.value.reduce((next, event) => grafSpee.evolve(next, event), state);
        },
      },
    },
    // A client's copy is its seat's view, on which there is nothing to end.
    endIf: ({ G }: { G: GrafSpeeState | GrafSpeeSeatState }) => ('view' in G ? undefined : (grafSpee.outcome(G) ?? undefined)),
    playerView: ({ G, playerID }: { G: GrafSpeeState; playerID: string | null }): GrafSpeeSeatState => {
      const role = roleOf(playerID);
      return { view: grafSpee.view(G, role ?? 'spectator'), legal: role === null ? [] : grafSpee.legal(G, role), pending: grafSpee.pending(G) };
    },
  };
}
