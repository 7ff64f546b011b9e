import { isKnownGameType, WargamesClient, type GameSession, type GameTypeId, type GameTypeInfo, type VisibleEvent } from '@wargames/sdk';
import WebSocket from 'ws';
import { RENDERERS } from './render/renderers';
import type { GameRenderer } from './render/game-renderer';
import { UsageError } from './bots/bot-registry';
import { SeatStore } from './seat-store';

/** Where the CLI writes; tests read it back. */
export interface Output {
  line(text?: string): void;
}

export const stdoutOutput: Output = { line: (text = '') => void process.stdout.write(`${text}\n`) };

/** What every command needs: the SDK client (with `ws` for live events), the seat store and the output. */
export class Terminal {
  readonly client: WargamesClient;

  constructor(
    readonly url: string,
    readonly out: Output = stdoutOutput,
    readonly seats: SeatStore = new SeatStore(),
  ) {
    this.client = new WargamesClient({ url, webSocket: WebSocket });
  }

  /** The game, its type's board and renderer, and a session: the stored seat's when `role` is given, else a spectator's. */
  async openGame(gameId: string, role?: string): Promise<OpenGame> {
    const summary = await this.client.getGame(gameId);
    if (!isKnownGameType(summary.gameType)) throw new UsageError(`this client does not know the game type "${summary.gameType}"`);
    const gameType = summary.gameType;
    let token: string | undefined;
    if (role !== undefined) {
      const seat = this.seats.find(this.url, gameId, role);
      if (!seat) throw new UsageError(`no stored token for the ${role} seat of ${gameId}: run \`join ${gameId} ${role}\` first`);
      token = seat.token;
    }
    const info = await this.client.game(gameType).info();
    const session = this.client.game(gameType).open(gameId, token === undefined ? {} : { token }) as GameSession<GameTypeId>;
    return { gameType, title: summary.title, info, session, renderer: RENDERERS[gameType] };
  }
}

export interface OpenGame {
  readonly gameType: GameTypeId;
  readonly title: string;
  readonly info: GameTypeInfo;
  readonly session: GameSession<GameTypeId>;
  readonly renderer: GameRenderer;
}

/** `#<seq> <actor>: <words>` — every event line starts with its seq. */
export function eventLine(renderer: GameRenderer, entry: VisibleEvent<GameTypeId>): string {
  return `#${entry.seq} ${entry.actor ?? 'game'}: ${renderer.describe(entry.event)}`;
}

/** `== <title> <id> · seen as <viewer> · version <n> ==` — every board starts with the version it shows. */
export function boardHeader(title: string, gameId: string, viewer: string, version: number, extra = ''): string {
  return `== ${title} ${gameId} · seen as ${viewer} · version ${version}${extra} ==`;
}
