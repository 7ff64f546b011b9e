import { oddQGrid } from '@wargames/hex';
import { at, bool, list, num, record, strings, text } from '../read-json';
import { wordsOfType, type GameRenderer } from './game-renderer';
import { drawHexMap } from './text-hex-map';

export const ARRAS_LEGEND = '[unit] Allied · <unit> German · ~ disrupted · A Arras · v village · T turn marker';

const SIDE_NAMES: Record<string, string> = { allied: 'Allied', german: 'German' };
const sideName = (side: unknown): string => SIDE_NAMES[text(side)] ?? text(side, '?');

/** The 10×8 odd-q flat-top map (AR-2), hexes labelled CCRR, each with the unit on it. */
export function arrasMap(view: unknown, board: unknown): string[] {
  const sideOf = new Map(list(at(board, 'counters')).map((counter) => [text(at(counter, 'id')), text(at(counter, 'side'))]));
  const unitAt = new Map<string, string>();
  for (const [id, unit] of Object.entries(record(at(view, 'units')))) {
    if (text(at(unit, 'status')) !== 'map' || typeof at(unit, 'hex') !== 'string') continue;
    const name = sideOf.get(id) === 'german' ? `<${id}>` : `[${id}]`;
    unitAt.set(text(at(unit, 'hex')), `${name}${bool(at(unit, 'disrupted')) ? '~' : ''}`);
  }
  const marker = text(at(view, 'turnMarkerHex'));
  const grid = oddQGrid(num(at(board, 'columns'), 10), num(at(board, 'rows'), 8));
  const cells = list(at(board, 'hexes')).map((hex) => {
    const id = text(at(hex, 'id'));
    const marks = `${bool(at(hex, 'arras')) ? 'A' : typeof at(hex, 'village') === 'string' ? 'v' : ''}${id === marker ? 'T' : ''}`;
    return { hex: grid.toCube({ col: num(at(hex, 'column')) - 1, row: num(at(hex, 'row')) - 1 }), lines: [`${id}${marks}`, unitAt.get(id) ?? '  .'] };
  });
  return drawHexMap(cells, { orientation: 'flat-top', columnWidth: 10, rowHeight: 4 });
}

function statusLines(view: unknown): string[] {
  const phase = at(view, 'phase');
  const lines = [
    `Turn ${num(at(view, 'turn'))} · ${sideName(at(view, 'side'))} player turn · ${typeof phase === 'string' ? `${phase} phase` : 'between phases'} · the 88 is ${text(at(view, 'gun88'), '?')}`,
  ];
  const waiting = text(at(view, 'waitingFor'));
  if (waiting) lines.push(`Waiting for: ${waiting}`);
  const combat = record(at(view, 'combat'));
  if (typeof combat['defender'] === 'string') {
    lines.push(`Combat: ${strings(combat['attackers']).join(', ')} against ${combat['defender']} in ${text(combat['hex'])}${combat['result'] ? `, result ${text(combat['result'])}` : ''}`);
  }
  const off = Object.entries(record(at(view, 'units'))).filter(([, unit]) => text(at(unit, 'status')) !== 'map');
  if (off.length > 0) lines.push(`Off the map: ${off.map(([id, unit]) => `${id} (${text(at(unit, 'status'))})`).join(', ')}`);
  return lines;
}

function combatStep(step: unknown): string {
  switch (text(at(step, 'kind'))) {
    case 'gun':
      return 'The German may fire the 88 at the attacking tanks.';
    case 'loss':
      return `The attacker must eliminate one of: ${strings(at(step, 'candidates')).join(', ')}.`;
    case 'retreat':
      return `Retreats due: ${list(at(step, 'queue')).map((due) => `${text(at(due, 'unit'))} ${num(at(due, 'hexes'))} hex(es)`).join(', ')}.`;
    case 'advance':
      return 'The attackers may advance into the emptied hex.';
    default:
      return 'The attack goes on.';
  }
}

/** Arras events in words (AR-9: both sides see every event). */
export function describeArrasEvent(event: unknown): string {
  const e = record(event);
  const type = text(e['type']);
  const path = strings(e['path']).join(', ');
  switch (type) {
    case 'player-turn-started':
      return `Turn ${num(e['turn'])}: the ${sideName(e['side'])} player turn begins.`;
    case 'phase-started':
      return `The ${sideName(e['side'])} player starts the ${text(e['phase'])} phase.`;
    case 'phase-ended':
      return `The ${sideName(e['side'])} ${text(e['phase'])} phase ends.`;
    case 'units-recovered':
      return strings(e['units']).length > 0 ? `Recovered from disruption: ${strings(e['units']).join(', ')}.` : 'No unit needed to recover.';
    case 'unit-moved':
      return `${text(e['unit'])} moved from ${text(e['from'])} through ${path} (${num(e['cost'])} MP).`;
    case 'unit-exited':
      return `${text(e['unit'])} left the map westward from ${text(e['from'])} (${num(e['cost'])} MP).`;
    case 'attack-declared':
      return `${strings(e['attackers']).join(', ')} attack ${text(e['defender'])} in ${text(e['hex'])}.`;
    case 'gun-declined':
      return 'The German does not fire the 88.';
    case 'gun-fired':
      return `The 88 fired at ${strings(e['targets']).join(', ')}: ${num(e['attack'])} against ${num(e['defence'])}, column ${text(e['column'])}, die ${num(e['die'])}: ${text(e['result'])}.`;
    case 'attack-resolved':
      return (
        `Attack on ${text(e['defender'])}: ${num(e['attack'])} against ${num(e['defence'])}, odds ${text(e['oddsColumn'])}` +
        `${num(e['shift']) !== 0 ? ` shifted ${num(e['shift'])} to ${text(e['column'])}` : ''}, die ${num(e['die'])}` +
        `${num(e['modifier']) !== 0 ? ` (modified ${num(e['modifiedDie'])})` : ''}: ${text(e['result'])}.`
      );
    case 'attack-cancelled':
      return `The attack on ${text(e['defender'])} is cancelled: no attacker is left.`;
    case 'combat-step':
      return combatStep(e['step']);
    case 'unit-retreated':
      return `${text(e['unit'])} retreated from ${text(e['from'])} to ${path} and is disrupted.`;
    case 'unit-eliminated':
      return `${text(e['unit'])} was eliminated in ${text(e['hex'])} (${text(e['reason'])}, ${text(e['rule'])}).`;
    case 'unit-advanced':
      return `${text(e['unit'])} advanced from ${text(e['from'])} to ${path}.`;
    case 'combat-ended':
      return 'The attack is over.';
    case 'turn-marker-advanced':
      return `The turn marker moved from ${num(e['from'])} to ${num(e['to'])} (${text(e['reason'])}, ${text(e['rule'])}).`;
    case 'game-ended':
      return `Game over: ${text(e['message'], `${sideName(e['winner'])} wins`)}.`;
    case 'resigned':
      return `The ${sideName(e['role'])} player resigned: the game is over.`;
    case 'aborted':
      return `The ${sideName(e['role'])} player called the game off before an opponent came: no result.`;
    case 'victory-claimed':
      return `The ${sideName(e['role'])} player claimed the win: the other side had stopped playing.`;
    default:
      return `${wordsOfType(type)}.`;
  }
}

export const arrasRenderer: GameRenderer = {
  position: (view, board) => [...arrasMap(view, board), ARRAS_LEGEND, ...statusLines(view)],
  describe: describeArrasEvent,
};
