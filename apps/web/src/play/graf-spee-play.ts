import type { GrafSpeeCommand, GrafSpeeView } from '@wargames/sdk';
import { boxTarget, cellTarget, counterTarget, type TargetId } from '@/board/scene';
import type { GrafSpeePlacement } from '@/scenes/graf-spee-scene';
import type { Pickable } from './command-picks';

const BOXES = new Set(['atlantic', 'indian']);
const place = (id: string): TargetId => (BOXES.has(id) ? boxTarget(id) : cellTarget(id));
/** The scene's key for a British piece (graf-spee-scene.ts): its opaque token, never its kind. */
const piece = (token: string): TargetId => counterTarget(`british-${token}`);

/** Which map targets pick a Graf Spee command (see command-picks.ts). */
export function grafSpeePicks(command: GrafSpeeCommand): TargetId[] {
  switch (command.type) {
    case 'place-spee':
      return [cellTarget(command.speeHex)];
    case 'place-supply-ship':
      return [cellTarget(command.supplyHex)];
    case 'move-spee': {
      // GS-4.1 Ruling: staying is a move of 0 hexes, picked on the Spee herself.
      const last = command.path[command.path.length - 1];
      return [last === undefined ? counterTarget('spee') : place(last)];
    }
    case 'draw-from-box':
      return [boxTarget(command.box)];
    case 'enter-map':
      return [cellTarget(command.to)];
    case 'move-piece':
      return [piece(command.token), place(command.to)];
    case 'air-search':
      return [piece(command.token), cellTarget(command.searched)];
    case 'choose-target':
      return [piece(command.token)];
    default:
      return [];
  }
}

/** GS-7.3: the raid's points are shown (the API's preview) beside its button before the German decides. */
export const grafSpeePreviewed = (command: GrafSpeeCommand): boolean => command.type === 'raid';

export function grafSpeePickables(commands: readonly GrafSpeeCommand[]): Pickable<GrafSpeeCommand>[] {
  return commands.map((command) => ({ command, picks: grafSpeePicks(command) }));
}

/** The hexes a command's path goes through, to draw it (the Spee's move from her hex). */
export function grafSpeePath(command: GrafSpeeCommand, view: GrafSpeeView): string[] {
  if (command.type === 'move-spee' && view.spee.speeHex) return [view.spee.speeHex, ...command.path];
  if (command.type === 'move-piece') {
    const from = view.pieces.find((p) => p.token === command.token)?.at;
    return from ? [from, command.to] : [];
  }
  return [];
}

/**
 * What the board shows of a Graf Spee view: only what the view holds (GS-9). A Spee that left the map stands in the
 * box she left into, which every seat is told (GS-4.5), not on the hex she left from.
 */
export function grafSpeePlacement(view: GrafSpeeView): GrafSpeePlacement {
  const speeHex = view.spee.speeHex;
  const exitedTo = view.spee.exitedTo;
  const speeAt = exitedTo ?? speeHex;
  return {
    spee: speeAt ? { at: speeAt, damaged: view.spee.damaged } : null,
    lastKnownSpee: !speeAt && view.spee.lastKnown ? { hex: view.spee.lastKnown.speeHex } : null,
    supplyShips: (view.supplyShips ?? []).map((ship, i) => ({ key: String(i), hex: ship.supplyHex, used: ship.used })),
    british: view.pieces.map((p) => ({ key: p.token, hex: p.at, ...(p.kind ? { kind: p.kind } : {}) })),
    boxCounts: { atlantic: view.boxes.atlantic.pieces, indian: view.boxes.indian.pieces },
  };
}

/** The British losses so far (GS-5.7, GS-6.4), public to every viewer; null while there are none to tell. */
export function britishLosses(view: GrafSpeeView): { readonly sunk: number; readonly damaged: number; readonly dummies: number } | null {
  const { sunk, damaged, dummiesRemoved } = view.british.losses;
  return sunk + damaged + dummiesRemoved > 0 ? { sunk, damaged, dummies: dummiesRemoved } : null;
}
