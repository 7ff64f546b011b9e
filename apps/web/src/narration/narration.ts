import type { GameTypeId } from '@wargames/sdk';

/** Whose eyes an event is told for: a seat, a spectator, or the omniscient viewer (after the end). */
export type NarrationViewer = 'german' | 'british' | 'allied' | 'spectator' | 'omniscient';

/**
 * A list inside a sentence, formatted per locale when the sentence is told: dice as numbers, British piece kinds by
 * their translated names, hexes and units by their ids.
 */
export interface NarrationList {
  readonly list: 'dice' | 'kinds' | 'hexes' | 'units';
  readonly items: readonly (string | number)[];
}

export type NarrationValue = string | number | NarrationList;

/** One sentence: a message key under the `Narration` namespace and its arguments. */
export interface NarrationSentence {
  readonly key: string;
  readonly values: Readonly<Record<string, NarrationValue>>;
}

/**
 * What one event says to one viewer, before translation: the sentence, maybe a second one with details, the rule ids
 * it follows (shown through RuleLink, never translated) and what it touches on the board (for highlighting).
 * Built only from the event as the viewer received it (already redacted by the API), so it cannot tell more.
 */
export interface Narration extends NarrationSentence {
  readonly detail?: NarrationSentence;
  readonly rules: readonly string[];
  /** Hexes the event names (moved from/to, searched, revealed), in the game's own hex names. */
  readonly hexes: readonly string[];
  /** Units or piece tokens the event names. */
  readonly pieces: readonly string[];
}

/** One event of a history or frame, as the SDK hands it over. */
export interface NarratedEntry {
  readonly seq: number;
  readonly actor?: string | null;
  readonly event: { readonly type: string };
}

export type { GameTypeId };

export const yesNo = (value: boolean): 'yes' | 'no' => (value ? 'yes' : 'no');

export const list = (kind: NarrationList['list'], items: readonly (string | number)[]): NarrationList => ({ list: kind, items });

export function isNarrationList(value: NarrationValue): value is NarrationList {
  return typeof value === 'object' && value !== null && 'list' in value;
}

/** An enumerated value as an ICU select option: options may not hold "-" ("spee-sunk" → "speeSunk"). */
export const selectOption = (value: string): string => value.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
