import type { DiceSource } from '@wargames/engine';
import { board, type Command, type GrafSpeeView, type HexId } from '@wargames/graf-spee';

/** GS-8.2: the German wins with this many points when the game ends otherwise than by 21. */
export const WINNING_SCORE = 15;
const EXITS: Readonly<Record<string, readonly HexId[]>> = { atlantic: board.borders('atlantic'), indian: board.borders('indian') };

/** How much a British piece `distance` hexes away threatens a hex next turn (it moves 2, searches on arrival). */
const THREAT_BY_DISTANCE = [1, 0.7, 0.45, 0.12];

/**
 * Danger of ending a move on `hex`, from the German's eyes: British pieces that could reach it next turn, the
 * pieces that may enter from a box, and carriers that search a hex beyond their reach (GS-5.8).
 */
export function dangerAt(view: GrafSpeeView, hex: HexId): number {
  let danger = 0;
  for (const piece of view.pieces) {
    const d = board.distance(piece.at, hex);
    const weight = piece.kind === 'dummy' ? 0.5 : piece.kind === 'BB' ? 1.2 : 1;
    danger += (THREAT_BY_DISTANCE[d] ?? (piece.kind === 'CV' && d === 4 ? 0.05 : 0)) * weight;
  }
  for (const box of ['atlantic', 'indian'] as const) {
    if (view.boxes[box].drawable === 0) continue;
    const d = Math.min(...(EXITS[box] ?? []).map((border) => board.distance(border, hex)));
    if (d <= 1) danger += 0.35 * Math.min(3, view.boxes[box].drawable) / 3 + (d === 0 ? 0.2 : 0);
  }
  return danger;
}

const surePointsAt = (view: GrafSpeeView, hex: HexId): boolean => view.transportIcons.some((icon) => icon.at === hex && !icon.spent);
const mayRaidAt = (hex: HexId): boolean => board.hex(hex)?.noRaid === false;

function finalHex(command: Extract<Command, { type: 'move-spee' }>, from: HexId): string {
  return command.path.length === 0 ? from : (command.path[command.path.length - 1] as string);
}

const exitDistance = (hex: HexId): number =>
  Math.min(...Object.values(EXITS).flatMap((borders) => borders.map((border) => board.distance(border, hex) + 1)));

/** A rules-aware German: hides from the pieces it can see, raids where it pays, leaves the map once it has won. */
export function germanChoice(view: GrafSpeeView, legal: readonly Command[], rng: DiceSource): Command {
  const scuttle = legal.find((c) => c.type === 'scuttle');
  // GS-8.4: scuttling costs at most 3 points.
  if (scuttle && view.score - 3 >= WINNING_SCORE) return scuttle;
  const first = legal[0] as Command;
  switch (first.type) {
    case 'place-spee':
    case 'place-supply-ship':
      return setupChoice(view, legal, rng);
    case 'move-spee':
      return moveChoice(view, legal.filter((c): c is Extract<Command, { type: 'move-spee' }> => c.type === 'move-spee'), rng);
    case 'choose-target': {
      const targets = legal.filter((c): c is Extract<Command, { type: 'choose-target' }> => c.type === 'choose-target');
      const kindOf = (token: string) => view.targets.find((t) => t.token === token)?.kind;
      // GS-6.2: a CA is hit on 5–6 and sinks for 2; the BB only on 6. Fire at cruisers first (they also shadow, GS-6.7).
      return targets.find((t) => kindOf(t.token) === 'CA') ?? targets.find((t) => kindOf(t.token) === 'BB') ?? (targets[0] as Command);
    }
    case 'raid':
    case 'decline-raid': {
      const raid = legal.find((c) => c.type === 'raid');
      const decline = legal.find((c) => c.type === 'decline-raid') as Command;
      if (!raid) return decline;
      // Past 15 the points no longer matter, only slipping away unseen does.
      if (view.score >= WINNING_SCORE) return decline;
      const hex = view.spee.speeHex as HexId;
      // A raid shows the British where she is, but points are the only way to win (GS-8.2): hold back only when
      // the hunters are already on top of her.
      if (surePointsAt(view, hex) || view.score + 2 >= WINNING_SCORE) return raid;
      return dangerAt(view, hex) < 2.2 + view.turn * 0.1 ? raid : decline;
    }
    default:
      return legal[rng.int(legal.length)] as Command;
  }
}

function setupChoice(view: GrafSpeeView, legal: readonly Command[], rng: DiceSource): Command {
  const spee = legal.filter((c) => c.type === 'place-spee');
  if (spee.length > 0) {
    // Far from the Atlantic box, where the British pieces enter (GS-5.5).
    const east = spee.filter((c) => c.type === 'place-spee' && ['A4', 'A5', 'B4', 'B5'].includes(c.speeHex));
    const pool = east.length > 0 ? east : spee;
    return pool[rng.int(pool.length)] as Command;
  }
  const supply = legal.filter((c): c is Extract<Command, { type: 'place-supply-ship' }> => c.type === 'place-supply-ship');
  // Supply ships in the open south and east, where she raids and hides.
  const preferred = supply.filter((c) => ['D4', 'C5', 'D5', 'E4', 'C4', 'E5', 'D3'].includes(c.supplyHex));
  const pool = preferred.length > 0 ? preferred : supply;
  return pool[rng.int(pool.length)] as Command;
}

/** How good a Spee move looks to the heuristic: safe, raiding ground, or the way out once she has won. */
export function germanMoveValue(view: GrafSpeeView, move: Extract<Command, { type: 'move-spee' }>): number {
  const from = view.spee.speeHex as HexId;
  const won = view.score >= WINNING_SCORE;
  const to = finalHex(move, from);
  // GS-4.5, GS-8.2: leaving ends the game; a win from 15 points on, a loss below.
  if (board.isBox(to)) return won ? 100 : -100;
  let value = -dangerAt(view, to) * 2;
  if (won) value -= exitDistance(to) * 1.5;
  else {
    if (surePointsAt(view, to)) value += 2.2;
    else if (mayRaidAt(to)) value += 0.6;
    else value -= 0.3;
    // Keep supply ships for when they are needed: refuelling is for escaping.
    if (move.refuel) value -= 0.25;
  }
  return value;
}

/** Where a Spee move ends (a box for an exit). */
export const speeMoveEnd = (view: GrafSpeeView, move: Extract<Command, { type: 'move-spee' }>): string => finalHex(move, view.spee.speeHex as HexId);

function moveChoice(view: GrafSpeeView, moves: readonly Extract<Command, { type: 'move-spee' }>[], rng: DiceSource): Command {
  let best: Command = moves[0] as Command;
  let bestValue = -Infinity;
  for (const move of moves) {
    const value = germanMoveValue(view, move) + rng.int(1000) / 1e5;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}
