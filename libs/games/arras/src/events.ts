import type { CrtResult } from './data/arras-data';
import type { CombatStep, PhaseName, Side } from './state';

/** Everything that happens in an Arras game. Every die roll is written into the event that used it. */
export type ArrasEvent =
  /** AR-5.1: a player turn begins (the Allied player then names his first phase, AR-5.3). */
  | { readonly type: 'player-turn-started'; readonly side: Side; readonly turn: number }
  /** AR-5.2, AR-5.3 */
  | { readonly type: 'phase-started'; readonly side: Side; readonly phase: PhaseName; readonly turn: number }
  /** AR-5.4 */
  | { readonly type: 'phase-ended'; readonly side: Side; readonly phase: PhaseName }
  /** AR-6.6: every disrupted unit of the side recovers. */
  | { readonly type: 'units-recovered'; readonly side: Side; readonly units: readonly string[] }
  /** AR-7.1: `cost` in MP, halves allowed. */
  | { readonly type: 'unit-moved'; readonly unit: string; readonly from: string; readonly path: readonly string[]; readonly cost: number }
  /** AR-4.1: the path ends with "west". */
  | { readonly type: 'unit-exited'; readonly unit: string; readonly from: string; readonly path: readonly string[]; readonly cost: number }
  /** AR-8.1 */
  | { readonly type: 'attack-declared'; readonly attackers: readonly string[]; readonly defender: string; readonly hex: string }
  /** AR-8.8 */
  | { readonly type: 'gun-declined' }
  | {
      readonly type: 'gun-fired';
      readonly targets: readonly string[];
      readonly attack: number;
      readonly defence: number;
      readonly column: string;
      readonly die: number;
      /** AR-8.8 with AR-8.3: −1 when every tank fired at stands in Arras. */
      readonly modifier: number;
      readonly modifiedDie: number;
      readonly result: CrtResult;
    }
  /** AR-8.1 – AR-8.4 */
  | {
      readonly type: 'attack-resolved';
      readonly attackers: readonly string[];
      readonly defender: string;
      readonly attack: number;
      readonly defence: number;
      /** The column after rounding and clamping, before the shift. */
      readonly oddsColumn: string;
      /** AR-8.2 */
      readonly shift: number;
      readonly column: string;
      readonly die: number;
      /** AR-8.3 */
      readonly modifier: number;
      readonly modifiedDie: number;
      readonly result: CrtResult;
    }
  /** AR-8.8: the 88 left no attacker. */
  | { readonly type: 'attack-cancelled'; readonly defender: string }
  /** What the attack waits for next. */
  | { readonly type: 'combat-step'; readonly step: CombatStep }
  /** AR-8.5: the unit is disrupted. */
  | { readonly type: 'unit-retreated'; readonly unit: string; readonly from: string; readonly path: readonly string[] }
  | { readonly type: 'unit-eliminated'; readonly unit: string; readonly hex: string; readonly rule: string; readonly reason: string }
  /** AR-8.7 */
  | { readonly type: 'unit-advanced'; readonly unit: string; readonly from: string; readonly path: readonly string[] }
  | { readonly type: 'combat-ended' }
  /** AR-5.1 at the end of a turn, AR-8.6 in Rommel's panic. */
  | { readonly type: 'turn-marker-advanced'; readonly from: number; readonly to: number; readonly rule: string; readonly reason: string }
  /** AR-4 */
  | { readonly type: 'game-ended'; readonly winner: Side; readonly reason: string; readonly rule: string; readonly message: string };

export type ArrasEventType = ArrasEvent['type'];
