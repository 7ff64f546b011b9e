import type { ArrasCommand, ArrasView } from '@wargames/sdk';
import { cellTarget, counterTarget, type TargetId } from '@/board/scene';
import type { ArrasPlacement } from '@/scenes/arras-scene';
import type { Pickable } from './command-picks';

/** The last hex of a path ("west", leaving the map, is the last step from the hex before it). */
function endHex(path: readonly string[]): string {
  const hexes = path.filter((step) => step !== 'west');
  return hexes[hexes.length - 1] as string;
}

/** Which map targets pick an Arras command (see command-picks.ts): a unit, then where it goes; a defender. */
export function arrasPicks(command: ArrasCommand): TargetId[] {
  switch (command.type) {
    case 'move':
    case 'retreat':
    case 'advance':
      return [counterTarget(command.unit), cellTarget(endHex(command.path))];
    case 'attack':
      return [counterTarget(command.defender)];
    case 'choose-loss':
      return [counterTarget(command.unit)];
    default:
      return [];
  }
}

export function arrasPickables(commands: readonly ArrasCommand[]): Pickable<ArrasCommand>[] {
  return commands.map((command) => ({ command, picks: arrasPicks(command) }));
}

/** The hexes a move, retreat or advance goes through, from the unit's hex. */
export function arrasPath(command: ArrasCommand, view: ArrasView): string[] {
  if (command.type !== 'move' && command.type !== 'retreat' && command.type !== 'advance') return [];
  const from = view.units[command.unit]?.hex;
  return from ? [from, ...command.path.filter((step) => step !== 'west')] : [];
}

/** Commands whose odds the API previews before they are sent (AR-8). */
export const arrasPreviewed = (command: ArrasCommand): boolean => command.type === 'attack' || command.type === 'fire-88';

export function arrasPlacement(view: ArrasView): ArrasPlacement {
  const units = Object.entries(view.units).flatMap(([id, unit]) => (unit && unit.status === 'map' && unit.hex ? [{ id, hex: unit.hex, disrupted: unit.disrupted }] : []));
  return { units, turn: view.turn };
}
