import { OMNISCIENT, type Viewer } from '@wargames/engine';
import { board, type HexId } from './board';
import { BRITISH_KINDS, type BritishKind } from './data/board-data';
import { germanSetUp, type GrafSpeeState } from './state';

/**
 * What a viewer may not know at one moment of the game (GS-9). Pure; exported for the API's end-to-end tests.
 *
 * Check a view against the facts of the same state, and a redacted event against the facts of the state right
 * after that event was folded (a reveal event makes its own content public; a later flip hides it again).
 */
export interface HiddenFacts {
  readonly viewer: Viewer;
  /** Hexes the Spee occupied or passed through that no public event has revealed as a Spee hex (GS-4.2). */
  readonly speeHexes: readonly HexId[];
  /** Hexes public events revealed as Spee hexes: they may appear in Spee fields. */
  readonly publicSpeeHexes: readonly HexId[];
  /**
   * Each public sighting as (hex, turn). A Spee object that pairs a hex with a turn (`lastKnown`, `spee-shadowed`)
   * must match one of these. Optional so that older callers building facts by hand still type-check.
   */
  readonly publicSightings?: readonly { readonly speeHex: HexId; readonly turn: number }[];
  /** Supply ship hexes: never public before the end (GS-9). */
  readonly supplyHexes: readonly HexId[];
  /** British pieces whose kind this viewer may not know: face down for the German, all for spectators (GS-9). */
  readonly pieceKinds: readonly { readonly token: string; readonly kind: BritishKind }[];
  /** Box contents by kind are known to nobody but the omniscient viewer (GS-3.3, GS-9). */
  readonly boxContentsHidden: boolean;
  /**
   * GS-3.4: the German may not know the British split between the boxes, nor even that the British has deployed,
   * before his own setup is complete. Optional so that older callers building facts by hand still type-check.
   */
  readonly boxSplitHidden?: boolean;
}

export interface Leak {
  /** Where in the JSON, e.g. `spee.lastKnown.speeHex` or `events[3].message`. */
  readonly path: string;
  /**
   * `spee-hex`: a secret Spee hex; `spee-move`: anything else about a secret Spee move; `supply-hex` / `supply-use`:
   * a supply ship's hex or anything about its use; `piece-kind`: the kind of a face-down piece; `box-contents`: what
   * is in a box, or what went into or came out of it; `box-split`: the British split (or that he deployed) shown to
   * the German before his setup is complete (GS-3.4).
   */
  readonly fact: 'spee-hex' | 'spee-move' | 'supply-hex' | 'supply-use' | 'piece-kind' | 'box-contents' | 'box-split';
  readonly value: string;
}

export function hiddenFacts(state: GrafSpeeState, viewer: Viewer): HiddenFacts {
  if (viewer === OMNISCIENT) {
    return { viewer, speeHexes: [], publicSpeeHexes: [], publicSightings: [], supplyHexes: [], pieceKinds: [], boxContentsHidden: false };
  }
  const german = viewer === 'german';
  const british = viewer === 'british';
  const pieces = [...state.pieces.map((p) => ({ token: p.token, kind: p.kind, revealed: p.revealed }))];
  if (state.drawn) pieces.push({ token: state.drawn.token, kind: state.drawn.kind, revealed: false });
  return {
    viewer,
    speeHexes: german ? [] : state.speeTrail.filter((hex) => !state.revealedSpeeHexes.includes(hex)),
    publicSpeeHexes: german ? [] : [...state.revealedSpeeHexes],
    publicSightings: german ? [] : (state.sightings ?? []).map(({ speeHex, turn }) => ({ speeHex, turn })),
    supplyHexes: german ? [] : [...state.supplyShips],
    pieceKinds: british ? [] : pieces.filter((p) => !(german && p.revealed)).map((p) => ({ token: p.token, kind: p.kind })),
    boxContentsHidden: true,
    boxSplitHidden: german && !germanSetUp(state, board.data.supplyShips),
  };
}

/**
 * Design: hex names are checked by field, because the same name is often public for another reason (a British
 * piece may sit where the Spee passed; a revealed Spee hex is public).
 * - Static board keys (`speeStartHexes`, `transportIcons`, `borders`, `neighbours`, `scuttleHex`, `land`) list the
 *   printed map and never leak; `id` and `label` neither, outside Spee and supply objects.
 * - Spee and supply context: any key on the way containing `spee`, `path`, `supply` or `refuel`, and every field of an
 *   object whose `type` starts with `spee-` or `supply-` (the Spee's and the supply ships' events). There a hidden
 *   Spee hex is a leak; a supply hex is a leak under a supply key, and under a Spee key unless it is a public Spee hex.
 * - Keys that carry British piece positions and searched hexes (`at`, `to`, `from`, `searched`) are public.
 * - Anywhere else, including free text such as error messages, any hidden Spee or supply hex is a leak, even as a
 *   word inside a sentence, and so is an object key named after one.
 * - A Spee object that pairs a hex with a `turn` is a sighting: a public Spee hex in it must have been seen on that
 *   turn. So "seen on B3 on turn 5" is caught even when B3 was revealed on turn 1.
 * For a viewer who may not see the Spee's secrets (all but the German):
 * - any value under a supply key (a number, a flag, a word; not null) tells of the supply ships: `supply-use`;
 * - the secret events keep a fixed redacted shape (`spee-placed`: type; `spee-moved`: type, turn;
 *   `supply-ship-placed`: type); any other field that is not null is a leak.
 * Piece kinds, for tokens the viewer may not know the kind of:
 * - an object holding the token and a kind (a non-null `kind…` field or a kind name), or a truthy `airSearched`
 *   (only a CV searches by air, GS-5.8);
 * - an object keyed by the token with a kind as its value;
 * - the token in a `candidates` or `targets` list (the Spee's target candidates are the non-CVs, GS-6.2);
 * - a sentence naming the token and a kind.
 * Box contents: an object keyed by kinds (`BB`, `CV`, `CA`, `dummy`), a list of kinds, the deal of GS-3.3
 * (`british-deployed` beyond its counts) and, for all but the British, any field of a `piece-drawn` or
 * `piece-returned` event beyond type, box, token (and from): the kind that left or joined a box; of a `piece-entered`
 * or `piece-moved` event beyond type, token, box or from, and to: the kind of a piece on the map.
 * The British split, for the German before his setup is complete (GS-3.4): a `british-deployed` event, a true
 * `britishReady`, or any count above 0 under `boxes`.
 * Known limit: a hex once revealed as a Spee hex is public from then on, so a bare hex name (without a turn) cannot
 * tell a later secret visit apart from the old sighting; numbers that hint at a hex (a distance) are not judged.
 */
export function findLeaks(json: unknown, facts: HiddenFacts): Leak[] {
  const leaks: Leak[] = [];
  const speeHexes = new Set(facts.speeHexes);
  const supplyHexes = new Set(facts.supplyHexes);
  const publicSpee = new Set(facts.publicSpeeHexes);
  const sightings = facts.publicSightings ? new Set(facts.publicSightings.map((s) => `${s.speeHex}@${s.turn}`)) : null;
  const hiddenTokens = new Set(facts.pieceKinds.map((p) => p.token));
  const kindNames = new Set<string>(BRITISH_KINDS);
  const speeSecret = facts.viewer !== 'german' && facts.viewer !== OMNISCIENT;
  const shapes = secretShapes(facts.viewer);
  if (facts.viewer === OMNISCIENT) return leaks;
  if (!speeSecret && speeHexes.size === 0 && supplyHexes.size === 0 && hiddenTokens.size === 0 && !facts.boxContentsHidden && !facts.boxSplitHidden) return leaks;

  const isKind = (v: unknown): boolean => typeof v === 'string' && kindNames.has(v);
  const hidden = (v: unknown): v is string => typeof v === 'string' && hiddenTokens.has(v);
  const showsKind = (entries: [string, unknown][]): boolean =>
    entries.some(([k, v]) => (/kind/i.test(k) && v !== null && v !== undefined) || isKind(v));

  const checkString = (value: string, path: string, context: Context, nearestKey: string): void => {
    if (ALWAYS_STATIC_KEYS.has(nearestKey)) return;
    if (OPEN_STATIC_KEYS.has(nearestKey) && (context === 'open' || context === 'public')) return;
    const exact = HEX_NAME.test(value);
    if (speeSecret && context === 'supply' && !exact && nearestKey !== 'type') leaks.push({ path, fact: 'supply-use', value });
    if (exact && context === 'public') return;
    for (const word of exact ? [value] : (value.match(HEX_WORDS) ?? [])) {
      if (speeHexes.has(word)) leaks.push({ path, fact: 'spee-hex', value: word });
      else if (supplyHexes.has(word) && !(context === 'spee' && publicSpee.has(word))) leaks.push({ path, fact: 'supply-hex', value: word });
    }
    if (!exact && hiddenTokens.size > 0) {
      const token = (value.match(TOKEN_WORDS) ?? []).find((word) => hiddenTokens.has(word));
      if (token !== undefined && (value.match(KIND_WORDS) ?? []).length > 0) leaks.push({ path, fact: 'piece-kind', value: token });
    }
  };

  const walk = (value: unknown, path: string, context: Context, nearestKey: string): void => {
    if (typeof value === 'string') {
      checkString(value, path, context, nearestKey);
      return;
    }
    if (value === null || value === undefined) return;
    if (typeof value !== 'object') {
      if (speeSecret && context === 'supply' && !ALWAYS_STATIC_KEYS.has(nearestKey)) leaks.push({ path, fact: 'supply-use', value: String(value) });
      return;
    }
    const at = path || '(root)';
    if (Array.isArray(value)) {
      if (facts.boxContentsHidden && value.some(isKind)) leaks.push({ path: at, fact: 'box-contents', value: value.filter(isKind).join(',') });
      value.forEach((item, i) => {
        const itemPath = `${path}[${i}]`;
        if (CANDIDATE_KEYS.has(nearestKey)) {
          const token = hidden(item) ? item : item !== null && typeof item === 'object' ? Object.values(item).find(hidden) : undefined;
          if (token !== undefined) leaks.push({ path: itemPath, fact: 'piece-kind', value: token });
        }
        walk(item, itemPath, context, nearestKey);
      });
      return;
    }
    const record = value as Record<string, unknown>;
    const entries = Object.entries(record);
    const type = typeof record['type'] === 'string' ? record['type'] : '';
    const own = type.startsWith('supply-') ? 'supply' : type.startsWith('spee-') && context !== 'supply' ? 'spee' : context;

    const shape = shapes.get(type);
    if (shape) {
      const extra = entries.filter(([k, v]) => v !== null && v !== undefined && !shape.keys.includes(k)).map(([k]) => k);
      if (extra.length > 0) leaks.push({ path: at, fact: shape.fact, value: extra.join(',') });
    }
    if (hiddenTokens.size > 0) {
      const token = entries.map(([, v]) => v).find(hidden);
      if (token !== undefined && (showsKind(entries) || record['airSearched'] === true)) leaks.push({ path: at, fact: 'piece-kind', value: token });
    }
    if (facts.boxSplitHidden) {
      if (type === 'british-deployed') leaks.push({ path: at, fact: 'box-split', value: type });
      if (record['britishReady'] === true) leaks.push({ path: path ? `${path}.britishReady` : 'britishReady', fact: 'box-split', value: 'britishReady' });
      if (nearestKey === 'boxes' && holdsCount(record)) leaks.push({ path: at, fact: 'box-split', value: JSON.stringify(record) });
    }
    if (facts.boxContentsHidden && entries.some(([k]) => kindNames.has(k))) {
      leaks.push({ path: at, fact: 'box-contents', value: entries.map(([k]) => k).join(',') });
    }
    if (sightings && own === 'spee' && typeof record['turn'] === 'number') {
      for (const [key, v] of entries) {
        if (typeof v === 'string' && publicSpee.has(v) && !sightings.has(`${v}@${record['turn']}`)) {
          leaks.push({ path: path ? `${path}.${key}` : key, fact: 'spee-hex', value: v });
        }
      }
    }
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (HEX_NAME.test(key) && (speeHexes.has(key) || supplyHexes.has(key))) {
        leaks.push({ path: childPath, fact: speeHexes.has(key) ? 'spee-hex' : 'supply-hex', value: key });
      }
      if (hidden(key) && (isKind(child) || (child !== null && typeof child === 'object' && showsKind(Object.entries(child))))) {
        leaks.push({ path: childPath, fact: 'piece-kind', value: key });
      }
      walk(child, childPath, contextOf(own, key), key);
    }
  };
  walk(json, '', 'open', '');
  return leaks;
}

/** Any number above 0, however deep. */
const holdsCount = (value: unknown): boolean =>
  typeof value === 'number' ? value > 0 : value !== null && typeof value === 'object' && Object.values(value).some(holdsCount);

/** `supply` beats `spee`, which beats the open and public-position contexts. */
type Context = 'open' | 'public' | 'spee' | 'supply';

function contextOf(parent: Context, key: string): Context {
  if (parent === 'supply' || SUPPLY_KEY.test(key)) return 'supply';
  if (parent === 'spee' || SPEE_KEY.test(key)) return 'spee';
  return PUBLIC_POSITION_KEYS.has(key) ? 'public' : 'open';
}

/** The redacted shape of each secret event, for a viewer who may not see its secret: the keys it may carry. */
function secretShapes(viewer: Viewer): Map<string, { keys: readonly string[]; fact: Leak['fact'] }> {
  const shapes = new Map<string, { keys: readonly string[]; fact: Leak['fact'] }>();
  if (viewer === OMNISCIENT) return shapes;
  shapes.set('british-deployed', { keys: ['type', 'atlantic', 'indian'], fact: 'box-contents' });
  if (viewer !== 'german') {
    shapes.set('spee-placed', { keys: ['type'], fact: 'spee-hex' });
    shapes.set('spee-moved', { keys: ['type', 'turn'], fact: 'spee-move' });
    shapes.set('supply-ship-placed', { keys: ['type'], fact: 'supply-use' });
  }
  if (viewer !== 'british') {
    shapes.set('piece-drawn', { keys: ['type', 'box', 'token'], fact: 'box-contents' });
    shapes.set('piece-returned', { keys: ['type', 'token', 'from', 'box'], fact: 'box-contents' });
    shapes.set('piece-entered', { keys: ['type', 'token', 'box', 'to'], fact: 'piece-kind' });
    shapes.set('piece-moved', { keys: ['type', 'token', 'from', 'to'], fact: 'piece-kind' });
  }
  return shapes;
}

const HEX_NAME = /^[A-Z][0-9]{1,2}$/;
const HEX_WORDS = /\b[A-Z][0-9]{1,2}\b/g;
const TOKEN_WORDS = /\bt[0-9]+\b/g;
const KIND_WORDS = /\b(?:BB|CV|CA|dummy)\b/g;
const SPEE_KEY = /spee|path/i;
const SUPPLY_KEY = /supply|refuel/i;
/** Printed-map lists: never a leak, whatever the context. */
const ALWAYS_STATIC_KEYS = new Set(['speeStartHexes', 'transportIcons', 'borders', 'neighbours', 'scuttleHex', 'land', 'refuelBonus']);
/** Board hex names: not a leak in open or public context (the board's hex list), but a leak inside a Spee object. */
const OPEN_STATIC_KEYS = new Set(['id', 'label']);
const PUBLIC_POSITION_KEYS = new Set(['at', 'to', 'from', 'searched']);
const CANDIDATE_KEYS = new Set(['candidates', 'targets']);
