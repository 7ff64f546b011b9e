import type { StepInfo } from '@wargames/engine';
import type { PhaseName } from './names';
import type { CombatStep } from './state';

/** Every phase name and combat step kind that views and events carry, with its rule (the engine contract's `steps`). */
export const ARRAS_STEPS: readonly StepInfo[] = [
  { id: 'movement', rule: 'AR-7', description: 'Movement phase: each unit may move once; stacks must be undone before it ends (AR-6.2, AR-7.1, AR-7.2).' },
  { id: 'combat', rule: 'AR-8', description: 'Combat phase: attacks on adjacent enemy units, declared and resolved one at a time (AR-8.1).' },
  { id: 'recovery', rule: 'AR-6.6', description: "Recovery phase: the side's disrupted units recover when it starts." },
  { id: 'gun', rule: 'AR-8.8', description: 'Combat step: right after an Allied attack with tanks, the German decides whether the 88 fires.' },
  { id: 'loss', rule: 'AR-8.4', description: 'Combat step: after an Ex result the unit lost is chosen (the attacker; after the 88 the Allied player, AR-8.8).' },
  { id: 'retreat', rule: 'AR-8.5', description: "Combat step: the attacking player chooses retreat paths (the German for the tanks the 88 hits)." },
  { id: 'advance', rule: 'AR-8.7', description: 'Combat step: the attackers may advance into the emptied defender hex (AR-6.4 limits tanks).' },
] satisfies readonly (StepInfo & { id: PhaseName | CombatStep['kind'] })[];
