import type { AnyGame, Viewer } from '@wargames/engine';
import { findLeaks, hiddenFacts, type GrafSpeeState, type Leak } from '@wargames/graf-spee';

/** A leak found in what a CLI process printed, with the line and the game version it was judged at. */
export interface TerminalLeak extends Leak {
  readonly line: number;
  readonly version: number;
  readonly text: string;
}

export interface OmniscientEntry {
  readonly seq: number;
  readonly event: unknown;
}

const CELL = /([A-Z][0-9]{1,2})\[([^\]]{4})\]/g;
const KIND_OF_MARK: Record<string, string> = { B: 'BB', V: 'CV', C: 'CA', d: 'dummy' };
/** The CLI names kinds in words; the leak checker knows the codes. */
const KIND_CODES: [RegExp, string][] = [
  [/\bbattleships?\b/gi, 'BB'],
  [/\bcarriers?\b/gi, 'CV'],
  [/\bcruisers?\b/gi, 'CA'],
  [/\bdummies\b/gi, 'dummy'],
];
/** Fields of an event that name where British pieces are or searched: public (GS-9). */
const PUBLIC_POSITION_FIELDS = ['to', 'from', 'searched', 'at'];

/**
 * Checks everything a Graf Spee CLI process printed against the facts hidden from its viewer (GS-9), at the game
 * version each line is about: a board is about the version its `== … version N ==` header names, an event line
 * `#S …` about seq S. The states come from folding the omniscient history (open to all once the game has ended).
 * - Map cells `B3[S?  ]` are read by position: the Spee (S) or her last sighting (!) on a hidden Spee hex, a supply
 *   ship (s) on a hidden supply hex, or more pieces of a kind on a hex than the viewer may know of, are leaks.
 * - Every other line goes through the game's own leak checker as text (kinds named in words turned into codes),
 *   where a hex that is public as a British piece position (a piece is there, or the event moves one from or to
 *   it, or searches it) does not count as a secret Spee or supply hex, nor a revealed Spee hex as a supply hex in a
 *   sentence about the Spee.
 */
export function terminalLeaks(output: string, viewer: Viewer, game: AnyGame, options: unknown, history: readonly OmniscientEntry[]): TerminalLeak[] {
  const states: { seq: number; state: GrafSpeeState }[] = [{ seq: 0, state: game.setup(options) as GrafSpeeState }];
  for (const { seq, event } of [...history].sort((a, b) => a.seq - b.seq)) states.push({ seq, state: game.evolve(states[states.length - 1]?.state, event) as GrafSpeeState });
  const stateAt = (version: number): GrafSpeeState => {
    let found = states[0]?.state as GrafSpeeState;
    for (const candidate of states) if (candidate.seq <= version) found = candidate.state;
    return found;
  };
  const eventAt = new Map(history.map((entry) => [entry.seq, entry.event as Record<string, unknown>]));
  const pieceHexes = (state: GrafSpeeState): string[] => state.pieces.map((piece) => piece.at);

  const leaks: TerminalLeak[] = [];
  let version = 0;
  output.split('\n').forEach((text, index) => {
    const header = /^== .* version (\d+)/.exec(text);
    if (header) version = Number(header[1]);
    const eventSeq = /^#(\d+) /.exec(text);
    const at = eventSeq ? Number(eventSeq[1]) : version;
    const state = stateAt(at);
    const facts = hiddenFacts(state, viewer);
    const cells = [...text.matchAll(CELL)];
    if (cells.length > 0 && text.replace(CELL, '').trim() === '') {
      for (const [, hex, content] of cells) leaks.push(...cellLeaks(hex as string, content as string, state, facts).map((leak) => ({ ...leak, line: index + 1, version: at, text })));
      return;
    }
    const publicHexes = new Set(pieceHexes(state));
    if (eventSeq) {
      for (const hex of pieceHexes(stateAt(at - 1))) publicHexes.add(hex);
      const event = eventAt.get(at) ?? {};
      for (const field of PUBLIC_POSITION_FIELDS) if (typeof event[field] === 'string') publicHexes.add(event[field] as string);
    }
    // As in the checker's JSON rules: in a sentence about the Spee (and not about supply ships), a hex revealed as a
    // Spee hex is public even when a supply ship is there too.
    const aboutTheSpee = /\bSpee\b/.test(text) && !/supply/i.test(text);
    const judged = {
      ...facts,
      speeHexes: facts.speeHexes.filter((hex) => !publicHexes.has(hex)),
      supplyHexes: facts.supplyHexes.filter((hex) => !publicHexes.has(hex) && !(aboutTheSpee && facts.publicSpeeHexes.includes(hex))),
    };
    const words = KIND_CODES.reduce((line, [pattern, code]) => line.replace(pattern, code), text);
    leaks.push(...findLeaks(words, judged).map((leak) => ({ ...leak, line: index + 1, version: at, text })));
  });
  return leaks;
}

function cellLeaks(hex: string, content: string, state: GrafSpeeState, facts: ReturnType<typeof hiddenFacts>): Leak[] {
  if (content === 'land') return [];
  const leaks: Leak[] = [];
  if ((content.includes('S') || content.includes('!')) && facts.speeHexes.includes(hex)) leaks.push({ path: `map ${hex}`, fact: 'spee-hex', value: hex });
  if (content.includes('s') && facts.supplyHexes.includes(hex)) leaks.push({ path: `map ${hex}`, fact: 'supply-hex', value: hex });
  const hiddenTokens = new Set(facts.pieceKinds.map((piece) => piece.token));
  for (const [mark, kind] of Object.entries(KIND_OF_MARK)) {
    const shown = [...content].filter((char) => char === mark).length;
    const knowable = state.pieces.filter((piece) => piece.at === hex && piece.kind === kind && !hiddenTokens.has(piece.token)).length;
    if (shown > knowable) leaks.push({ path: `map ${hex}`, fact: 'piece-kind', value: `${shown} ${kind}` });
  }
  return leaks;
}
