import { narrate, type NarratedEntry, type NarrationViewer } from '@/narration';

/**
 * The hexes of the last move, to tint on the play page's map as lichess tints the last move's squares: every hex
 * named by the trailing events of one side (its commands since the other side last acted, with the events no side
 * made among them, such as a phase beginning), as this viewer's redacted events name them, so nothing hidden is shown.
 */
export function lastMoveHexes(gameType: string, log: readonly NarratedEntry[], viewer: NarrationViewer): string[] {
  const hexes = new Set<string>();
  let side: string | undefined;
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i] as NarratedEntry;
    if (entry.actor) {
      side ??= entry.actor;
      if (entry.actor !== side) break;
    }
    for (const hex of narrate(gameType, entry.event, viewer).hexes) hexes.add(hex);
  }
  return [...hexes];
}
