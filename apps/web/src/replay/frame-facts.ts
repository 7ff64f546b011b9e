import type { GameTypeId, ReplayFrame } from '@wargames/sdk';
import { narrate, type NarrationViewer } from '@/narration';

export type AnyFrame = ReplayFrame<GameTypeId>;

/** The turn a frame's view shows (both games' views have `turn`). */
export function turnOf(frame: AnyFrame | undefined): number {
  const turn = (frame?.view as { turn?: unknown } | undefined)?.turn;
  return typeof turn === 'number' ? turn : 0;
}

/** The steps at which a new turn starts: what PageUp / PageDown jump between. */
export function turnStarts(frames: readonly AnyFrame[]): number[] {
  const starts: number[] = [0];
  for (let i = 1; i < frames.length; i++) if (turnOf(frames[i]) !== turnOf(frames[i - 1])) starts.push(i);
  return starts;
}

/** The step of the next turn start after `step` (or the last step), and of the turn start before it (or 0). */
export function nextTurnStep(starts: readonly number[], step: number, last: number): number {
  return starts.find((start) => start > step) ?? last;
}
export function previousTurnStep(starts: readonly number[], step: number): number {
  let found = 0;
  for (const start of starts) if (start < step) found = start;
  return found;
}

/** Where the pieces of a view stand, by piece key, for comparing two frames. */
function positions(gameType: string, frame: AnyFrame | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!frame) return found;
  if (gameType === 'graf-spee') {
    const view = frame.view as { spee?: { speeHex?: string | null }; pieces?: { token: string; at: string }[] };
    if (view.spee?.speeHex) found.set('spee', view.spee.speeHex);
    for (const piece of view.pieces ?? []) found.set(`british-${piece.token}`, piece.at);
  } else {
    const view = frame.view as { units?: Record<string, { hex?: string | null; status?: string } | undefined> };
    for (const [id, unit] of Object.entries(view.units ?? {})) if (unit?.hex && unit.status === 'map') found.set(id, unit.hex);
  }
  return found;
}

/**
 * What changed at a step, as the perspective saw it: the hexes its events name, and every hex a piece left, entered,
 * appeared on or vanished from between the previous frame and this one (moved, revealed, lost). Built from the two
 * redacted frames only, so it shows no more than they hold.
 */
export function changedHexes(gameType: string, frames: readonly AnyFrame[], step: number, viewer: NarrationViewer): string[] {
  const frame = frames[step];
  if (!frame || step === 0) return [];
  const hexes = new Set<string>();
  for (const entry of frame.events) for (const hex of narrate(gameType, entry.event as { type: string }, viewer).hexes) hexes.add(hex);
  const before = positions(gameType, frames[step - 1]);
  const after = positions(gameType, frame);
  for (const [key, hex] of after) if (before.get(key) !== hex) hexes.add(hex);
  for (const [key, hex] of before) if (after.get(key) !== hex) hexes.add(hex);
  return [...hexes];
}

/**
 * The Spee's hidden path up to a step, hex by hex, from frames whose view holds her hex (the German's and the
 * omniscient view; GS-9): what the omniscient replay draws. Empty for views without it.
 */
export function speeTrail(frames: readonly AnyFrame[], step: number): string[] {
  const trail: string[] = [];
  for (let i = 0; i <= step && i < frames.length; i++) {
    const spee = (frames[i]?.view as { spee?: { speeHex?: string | null } } | undefined)?.spee;
    const hex = spee?.speeHex;
    if (hex && trail[trail.length - 1] !== hex) trail.push(hex);
  }
  return trail;
}
