import type { NarrationViewer } from '@/narration';

/** The seats of each game, in the order the switch offers them. */
const SEATS: Record<string, readonly NarrationViewer[]> = { 'graf-spee': ['german', 'british'], arras: ['allied', 'german'] };

export const seatsOf = (gameType: string): readonly NarrationViewer[] => SEATS[gameType] ?? [];

/**
 * The perspectives a replay may offer (design.md, GS-9): while the game runs only the seat this browser holds, or a
 * spectator's eyes without one; after the end every seat, a spectator and omniscient (the fog lifted). The API
 * refuses the others anyway (ERR_PERSPECTIVE_FORBIDDEN); the page does not offer what would be refused.
 */
export function offeredPerspectives(gameType: string, ended: boolean, heldRole: string | null): NarrationViewer[] {
  if (ended) return [...seatsOf(gameType), 'spectator', 'omniscient'];
  const own = seatsOf(gameType).find((seat) => seat === heldRole);
  return [own ?? 'spectator'];
}

/** The perspective to open: the one asked for when it is offered, else the first offered. */
export function chosenPerspective(offered: readonly NarrationViewer[], asked: string | null | undefined): NarrationViewer {
  return offered.find((perspective) => perspective === asked) ?? (offered.includes('omniscient') ? 'omniscient' : (offered[0] ?? 'spectator'));
}
