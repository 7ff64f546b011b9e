import { arrasBoardSchema, type ArrasBoard } from '@/board-data/arras';
import { grafSpeeBoardSchema, type GrafSpeeBoard } from '@/board-data/graf-spee';

/**
 * The web server's one door to the API. Today it reads the game types' board data over REST; when @wargames/sdk lands,
 * these functions call the SDK client instead and keep their signatures.
 */
export const API_URL = (process.env['API_URL'] ?? process.env['NEXT_PUBLIC_API_URL'] ?? 'http://localhost:3000').replace(/\/+$/, '');

export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const schemas = { 'graf-spee': grafSpeeBoardSchema, arras: arrasBoardSchema } as const;
export interface BoardOf {
  'graf-spee': GrafSpeeBoard;
  arras: ArrasBoard;
}
export type GameTypeId = keyof BoardOf;

/** The static board data of a game type (`GET /api/game-types/{type}` → `board`), checked against its shape. */
export async function loadBoard<G extends GameTypeId>(gameType: G): Promise<Loaded<BoardOf[G]>> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}/api/game-types/${encodeURIComponent(gameType)}`, {
      headers: { accept: 'application/json' },
      // Board data changes only with a new release of the API.
      next: { revalidate: 300 },
      signal: AbortSignal.timeout(5_000),
    });
  } catch (error) {
    return { ok: false, reason: `the API at ${API_URL} did not answer (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!response.ok) return { ok: false, reason: `the API answered ${response.status} for game type ${gameType}` };
  const body: unknown = await response.json().catch(() => null);
  const board = (body as { board?: unknown } | null)?.board;
  const parsed = schemas[gameType].safeParse(board);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `the ${gameType} board data does not have the expected shape at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}` };
  }
  return { ok: true, value: parsed.data as BoardOf[G] };
}
