import { OMNISCIENT, type Viewer } from '@wargames/engine';
import type { HexId } from './board';
import { BRITISH_KINDS, type BritishKind } from './data/board-data';
import type { GrafSpeeState } from './state';

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
  /** Supply ship hexes: never public before the end (GS-9). */
  readonly supplyHexes: readonly HexId[];
  /** British pieces whose kind this viewer may not know: face down for the German, all for spectators (GS-9). */
  readonly pieceKinds: readonly { readonly token: string; readonly kind: BritishKind }[];
  /** Box contents by kind are known to nobody but the omniscient viewer (GS-3.3, GS-9). */
  readonly boxContentsHidden: boolean;
}

export interface Leak {
  /** Where in the JSON, e.g. `spee.lastKnown.speeHex` or `events[3].message`. */
  readonly path: string;
  readonly fact: 'spee-hex' | 'supply-hex' | 'piece-kind' | 'box-contents';
  readonly value: string;
}

export function hiddenFacts(state: GrafSpeeState, viewer: Viewer): HiddenFacts {
  if (viewer === OMNISCIENT) {
    return { viewer, speeHexes: [], publicSpeeHexes: [], supplyHexes: [], pieceKinds: [], boxContentsHidden: false };
  }
  const german = viewer === 'german';
  const british = viewer === 'british';
  const pieces = [...state.pieces.map((p) => ({ token: p.token, kind: p.kind, revealed: p.revealed }))];
  if (state.drawn) pieces.push({ token: state.drawn.token, kind: state.drawn.kind, revealed: false });
  return {
    viewer,
    speeHexes: german ? [] : state.speeTrail.filter((hex) => !state.revealedSpeeHexes.includes(hex)),
    publicSpeeHexes: german ? [] : [...state.revealedSpeeHexes],
    supplyHexes: german ? [] : [...state.supplyShips],
    pieceKinds: british ? [] : pieces.filter((p) => !(german && p.revealed)).map((p) => ({ token: p.token, kind: p.kind })),
    boxContentsHidden: true,
  };
}

/**
 * Design: hex names are checked by field, because the same name is often public for another reason (a British
 * piece may sit where the Spee passed; a revealed Spee hex is public).
 * - Static board keys (`speeStartHexes`, `transportIcons`, `borders`, `neighbours`, `scuttleHex`, `land`, `id`,
 *   `label`) list the printed map and never leak.
 * - Under a Spee or supply key (any key on the way containing `spee`, `path`, `supply` or `refuel`), a hidden Spee
 *   hex is a leak; a supply hex is a leak under a supply key, and under a Spee key unless it is a public Spee hex.
 * - Keys that carry British piece positions and searched hexes (`at`, `to`, `from`, `searched`) are public.
 * - Anywhere else, including free text such as error messages, any hidden Spee or supply hex is a leak, even as a
 *   word inside a sentence, and so is an object key named after one.
 * Piece kinds: an object holding a hidden token and a kind (a non-null `kind…` field or a kind name) is a leak.
 * Box contents: an object keyed by piece kinds (`BB`, `CV`, `CA`, `dummy`) is a leak.
 * Known limit: a hex once revealed as a Spee hex is public from then on, so a later secret visit to the same hex
 * cannot be told apart from the old sighting by its name alone.
 */
export function findLeaks(json: unknown, facts: HiddenFacts): Leak[] {
  const leaks: Leak[] = [];
  const speeHexes = new Set(facts.speeHexes);
  const supplyHexes = new Set(facts.supplyHexes);
  const publicSpee = new Set(facts.publicSpeeHexes);
  const hiddenTokens = new Set(facts.pieceKinds.map((p) => p.token));
  const kindNames = new Set<string>(BRITISH_KINDS);
  if (speeHexes.size === 0 && supplyHexes.size === 0 && hiddenTokens.size === 0 && !facts.boxContentsHidden) return leaks;

  const checkHex = (value: string, path: string, context: Context, nearestKey: string): void => {
    if (STATIC_BOARD_KEYS.has(nearestKey)) return;
    const exact = HEX_NAME.test(value);
    if (exact && context === 'public') return;
    for (const word of exact ? [value] : (value.match(HEX_WORDS) ?? [])) {
      if (speeHexes.has(word)) leaks.push({ path, fact: 'spee-hex', value: word });
      else if (supplyHexes.has(word) && !(context === 'spee' && publicSpee.has(word))) leaks.push({ path, fact: 'supply-hex', value: word });
    }
  };

  const walk = (value: unknown, path: string, context: Context, nearestKey: string): void => {
    if (typeof value === 'string') {
      checkHex(value, path, context, nearestKey);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`, context, nearestKey));
      return;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    if (hiddenTokens.size > 0 && entries.some(([, v]) => typeof v === 'string' && hiddenTokens.has(v))) {
      const token = entries.find(([, v]) => typeof v === 'string' && hiddenTokens.has(v))?.[1] as string;
      const kindShown = entries.some(([k, v]) => (/kind/i.test(k) && v !== null && v !== undefined) || (typeof v === 'string' && kindNames.has(v)));
      if (kindShown) leaks.push({ path: path || '(root)', fact: 'piece-kind', value: token });
    }
    if (facts.boxContentsHidden && entries.some(([k]) => kindNames.has(k))) {
      leaks.push({ path: path || '(root)', fact: 'box-contents', value: entries.map(([k]) => k).join(',') });
    }
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (HEX_NAME.test(key) && (speeHexes.has(key) || supplyHexes.has(key))) {
        leaks.push({ path: childPath, fact: speeHexes.has(key) ? 'spee-hex' : 'supply-hex', value: key });
      }
      walk(child, childPath, contextOf(context, key), key);
    }
  };
  walk(json, '', 'open', '');
  return leaks;
}

/** `supply` beats `spee`, which beats the open and public-position contexts. */
type Context = 'open' | 'public' | 'spee' | 'supply';

function contextOf(parent: Context, key: string): Context {
  if (parent === 'supply' || SUPPLY_KEY.test(key)) return 'supply';
  if (parent === 'spee' || SPEE_KEY.test(key)) return 'spee';
  return PUBLIC_POSITION_KEYS.has(key) ? 'public' : 'open';
}

const HEX_NAME = /^[A-Z][0-9]{1,2}$/;
const HEX_WORDS = /\b[A-Z][0-9]{1,2}\b/g;
const SPEE_KEY = /spee|path/i;
const SUPPLY_KEY = /supply|refuel/i;
const STATIC_BOARD_KEYS = new Set(['speeStartHexes', 'transportIcons', 'borders', 'neighbours', 'scuttleHex', 'land', 'id', 'label']);
const PUBLIC_POSITION_KEYS = new Set(['at', 'to', 'from', 'searched']);
