import { oddRGrid } from '@wargames/hex';
import { at, bool, list, num, record, strings, text } from '../read-json';
import { wordsOfType, type GameRenderer } from './game-renderer';
import { drawHexMap } from './text-hex-map';

const KIND_NAMES: Record<string, string> = { BB: 'battleship', CV: 'carrier', CA: 'cruiser', dummy: 'dummy' };
const KIND_MARKS: Record<string, string> = { BB: 'B', CV: 'V', CA: 'C', dummy: 'd' };
const BOX_NAMES: Record<string, string> = { atlantic: 'the Atlantic box', indian: 'the Indian Ocean box' };
const CELL_CONTENT = 4;

/** The map's symbols. The map never shows a hex name outside the cell labels (the leak checks rely on it). */
export const GRAF_SPEE_LEGEND =
  'S Spee · ! Spee last seen · s supply ship · $ transport icon · B battleship · V carrier · C cruiser · d dummy · ? face-down piece';

const kindName = (kind: unknown): string => KIND_NAMES[text(kind)] ?? 'piece';
const boxName = (box: unknown): string => BOX_NAMES[text(box)] ?? `the ${text(box, 'unknown')} box`;

/** A hex cell: its label, then up to four symbols in brackets, e.g. `B3[S?  ]`. */
function cellText(label: string, marks: string): string {
  const content = marks.length > CELL_CONTENT ? `${marks.slice(0, CELL_CONTENT - 1)}+` : marks.padEnd(CELL_CONTENT);
  return `${label}[${content}]`;
}

/** The 6×5 odd-r pointy-top map (GS-2) with what the view shows on each hex. */
export function grafSpeeMap(view: unknown, board: unknown): string[] {
  const marks = new Map<string, string>();
  const mark = (hex: unknown, symbol: string) => {
    if (typeof hex === 'string') marks.set(hex, (marks.get(hex) ?? '') + symbol);
  };
  mark(at(view, 'spee', 'speeHex'), 'S');
  mark(at(view, 'spee', 'lastKnown', 'speeHex'), '!');
  for (const ship of list(at(view, 'supplyShips'))) if (!bool(at(ship, 'used'))) mark(at(ship, 'supplyHex'), 's');
  for (const icon of list(at(view, 'transportIcons'))) if (!bool(at(icon, 'spent'))) mark(at(icon, 'at'), '$');
  for (const piece of list(at(view, 'pieces'))) mark(at(piece, 'at'), KIND_MARKS[text(at(piece, 'kind'))] ?? '?');

  const grid = oddRGrid(num(at(board, 'grid', 'cols'), 6), num(at(board, 'grid', 'rows'), 5));
  const cells = [
    ...list(at(board, 'hexes')).map((hex) => ({ id: text(at(hex, 'id')), col: num(at(hex, 'col')), row: num(at(hex, 'row')), land: false })),
    ...list(at(board, 'land')).map((hex) => ({ id: text(at(hex, 'id')), col: num(at(hex, 'col')), row: num(at(hex, 'row')), land: true })),
  ].map((hex) => ({ hex: grid.toCube({ col: hex.col, row: hex.row }), lines: [hex.land ? `${hex.id}[land]` : cellText(hex.id, marks.get(hex.id) ?? '')] }));
  return drawHexMap(cells, { orientation: 'pointy-top', columnWidth: 10, rowHeight: 2 });
}

function statusLines(view: unknown): string[] {
  const lines = [`Turn ${num(at(view, 'turn'))} · step ${text(at(view, 'phase'), '?')} · German score ${num(at(view, 'score'))}`];
  const spee = record(at(view, 'spee'));
  const speeFacts: string[] = [];
  if (typeof spee['speeHex'] === 'string') speeFacts.push(`at ${spee['speeHex']}`);
  if (bool(spee['damaged'])) speeFacts.push('damaged');
  if (typeof spee['exitedTo'] === 'string') speeFacts.push(`left the map into ${boxName(spee['exitedTo'])}`);
  const lastKnown = record(spee['lastKnown']);
  if (typeof lastKnown['speeHex'] === 'string') speeFacts.push(`last seen at ${lastKnown['speeHex']} on turn ${num(lastKnown['turn'])} (${wordsOfType(text(lastKnown['reason']))})`);
  if (bool(spee['shadowedThisTurn'])) speeFacts.push('shadowed this turn');
  if (speeFacts.length > 0) lines.push(`Spee: ${speeFacts.join(', ')}`);
  const ships = list(at(view, 'supplyShips'));
  if (ships.length > 0) lines.push(`Supply ships: ${ships.map((ship) => `${text(at(ship, 'supplyHex'))}${bool(at(ship, 'used')) ? ' (used)' : ''}`).join(', ')}`);
  const boxes = record(at(view, 'boxes'));
  lines.push(
    `Boxes: ${Object.entries(boxes)
      .map(([box, counts]) => `${boxName(box).replace(/^the /, '')} ${num(at(counts, 'pieces'))} pieces (${num(at(counts, 'drawable'))} may be drawn)`)
      .join(' · ')}`,
  );
  const british = record(at(view, 'british'));
  if (at(view, 'phase') === 'british-move') lines.push(`British moves: ${num(british['movesMade'])} of ${num(british['movesAllowed'])} made`);
  const drawn = record(british['drawn']);
  if (typeof drawn['token'] === 'string') {
    lines.push(`Drawn from ${boxName(drawn['box'])}: ${drawn['token']}${drawn['kind'] ? `, a ${kindName(drawn['kind'])}` : ''}; it must enter the map`);
  }
  const losses = record(british['losses']);
  if (num(losses['damaged']) + num(losses['sunk']) + num(losses['dummiesRemoved']) > 0) {
    lines.push(`British losses: ${num(losses['sunk'])} sunk, ${num(losses['damaged'])} damaged, ${num(losses['dummiesRemoved'])} dummies removed`);
  }
  const targets = list(at(view, 'targets'));
  if (targets.length > 0) lines.push(`Targets: ${targets.map((target) => tokenWithKind(at(target, 'token'), at(target, 'kind'))).join(', ')}`);
  return lines;
}

/** `t3 (cruiser)` when the event tells the kind, `t3` when it does not (spectators never learn kinds). */
const tokenWithKind = (token: unknown, kind: unknown): string => (typeof kind === 'string' ? `${text(token)} (${kindName(kind)})` : text(token));
const pieces = (revealed: unknown): string => list(revealed).map((piece) => tokenWithKind(at(piece, 'token'), at(piece, 'kind'))).join(', ');
const dice = (values: unknown): string => list(values).map((value) => String(value)).join(' ');

/** Graf Spee events in words, from whatever fields the caller's redacted event has. */
export function describeGrafSpeeEvent(event: unknown): string {
  const e = record(event);
  const type = text(e['type']);
  switch (type) {
    case 'spee-placed':
      return typeof e['speeHex'] === 'string' ? `The German placed the Spee on ${e['speeHex']}.` : 'The German placed the Spee in secret.';
    case 'supply-ship-placed':
      return typeof e['supplyHex'] === 'string' ? `The German placed a supply ship on ${e['supplyHex']}.` : 'The German placed a supply ship in secret.';
    case 'british-deployed':
      return `The British put ${num(e['atlantic'])} pieces in the Atlantic box and ${num(e['indian'])} in the Indian Ocean box.`;
    case 'turn-started':
      return `Turn ${num(e['turn'])} begins${bool(e['shadowed']) ? ': the Spee is shadowed, her new hex will be revealed' : ''}.`;
    case 'spee-moved': {
      const path = strings(e['path']);
      if (typeof e['speeFrom'] !== 'string') return 'The Spee moved in secret.';
      const route = path.length === 0 ? `stayed on ${e['speeFrom']}` : `moved from ${e['speeFrom']} through ${path.join(', ')}`;
      return `The Spee ${route}${typeof e['refuelledAt'] === 'string' ? `, refuelling at ${e['refuelledAt']}` : ''}.`;
    }
    case 'spee-shadowed':
      return `The Spee is shadowed: she is seen at ${text(e['speeHex'])}.`;
    case 'spee-exited':
      return `The Spee left the map into ${boxName(e['box'])}.`;
    case 'extra-moves-bought':
      return `The British bought extra moves: die ${num(e['die'])}, ${num(e['movesAllowed'])} moves allowed; the German gains ${num(e['points'])} (score ${num(e['score'])}).`;
    case 'piece-drawn':
      return `The British drew ${text(e['token'])}${e['kind'] ? `, a ${kindName(e['kind'])},` : ''} from ${boxName(e['box'])}.`;
    case 'piece-entered':
      return `Piece ${tokenWithKind(e['token'], e['kind'])} entered the map from ${boxName(e['box'])} at ${text(e['to'])}.`;
    case 'piece-moved':
      return `Piece ${tokenWithKind(e['token'], e['kind'])} moved from ${text(e['from'])} to ${text(e['to'])}.`;
    case 'piece-returned':
      return `Piece ${tokenWithKind(e['token'], e['kind'])} went back from ${text(e['from'])} into ${boxName(e['box'])}.`;
    case 'movement-ended':
      return 'The British ended their movement; the surface search follows.';
    case 'spee-found':
      return `The Spee was found by ${text(e['by'])} search at ${text(e['speeHex'])}${list(e['revealed']).length > 0 ? `; revealed: ${pieces(e['revealed'])}` : ''}.`;
    case 'spee-not-found':
      return 'The surface search did not find the Spee.';
    case 'dummies-removed':
      return `Dummies removed from the map: ${strings(e['tokens']).join(', ')}.`;
    case 'air-searched':
      return `${typeof e['token'] === 'string' ? `Carrier ${e['token']} searched` : 'An air search of'} ${text(e['searched'])}: ${bool(e['found']) ? 'the Spee is there' : 'nothing found'}.`;
    case 'air-search-ended':
      return 'The British made no more air searches.';
    case 'target-required':
      return list(e['candidates']).length > 0 ? `The German must choose the Spee's target: ${pieces(e['candidates'])}.` : "The German must choose the Spee's target.";
    case 'surface-combat':
      return (
        `Surface combat against ${tokenWithKind(e['target'], e['targetKind'])}: the Spee rolled ${dice(e['speeDice'])} for ${num(e['speeHits'])} hits, ` +
        `the British rolled ${dice(e['britishDice'])} for ${num(e['britishHits'])} hits; target ${text(e['targetResult'])}, Spee ${text(e['speeResult'])}; ` +
        `German score ${num(e['score'])}.`
      );
    case 'air-attack':
      return `Air attack${typeof e['token'] === 'string' ? ` by ${e['token']}` : ''}: dice ${dice(e['dice'])}, ${num(e['hits'])} hits; the Spee is ${text(e['speeResult'])}.`;
    case 'raided':
      return `The Spee raided commerce at ${text(e['speeHex'])}: ${num(e['points'])} points (German score ${num(e['score'])}).`;
    case 'raid-declined':
      return 'The German did not raid: the Spee stays hidden.';
    case 'scuttled':
      return `The Spee was scuttled at ${text(e['speeHex'])}: die ${num(e['die'])}, penalty ${num(e['penalty'])} (German score ${num(e['score'])}).`;
    case 'turn-ended':
      return `Turn ${num(e['turn'])} ends; revealed pieces turn face down.`;
    case 'game-ended':
      return `Game over: ${text(at(e, 'outcome', 'message'), 'the game has ended')} (German score ${num(e['score'])}).`;
    case 'resigned':
      return `The ${e['role'] === 'german' ? 'German' : 'British'} player resigned: the game is over.`;
    case 'aborted':
      return `The ${e['role'] === 'german' ? 'German' : 'British'} player called the game off before an opponent came: no result.`;
    case 'victory-claimed':
      return `The ${e['role'] === 'german' ? 'German' : 'British'} player claimed the win: the other side had stopped playing.`;
    default:
      return `${wordsOfType(type)}.`;
  }
}

export const grafSpeeRenderer: GameRenderer = {
  position: (view, board) => [...grafSpeeMap(view, board), GRAF_SPEE_LEGEND, ...statusLines(view)],
  describe: describeGrafSpeeEvent,
};
