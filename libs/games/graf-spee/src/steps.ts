import type { StepInfo } from '@wargames/engine';
import type { Phase } from './state';

/** Each step (`phase`): its rule, its name in refusal messages, and what happens in it. */
export const PHASE_INFO: Readonly<Record<Phase, { readonly rule: string; readonly name: string; readonly description: string }>> = {
  setup: {
    rule: 'GS-3.4',
    name: 'setup',
    description: 'The German secretly places the Spee and his 3 supply ships; then the British splits his 9 pieces between the boxes.',
  },
  'spee-move': {
    rule: 'GS-4',
    name: 'Spee movement',
    description: 'The German moves the Spee in secret, up to 2 hexes (3 when refuelling), or scuttles on E1.',
  },
  'british-move': {
    rule: 'GS-5.2',
    name: 'British movement',
    description: 'The British may buy extra moves, then moves up to 3 pieces, drawing from the boxes; the surface search follows.',
  },
  'air-search': {
    rule: 'GS-5.8',
    name: 'air search',
    description: 'The Spee was not found on the surface: each CV on the map may search one adjacent hex.',
  },
  'combat-target': {
    rule: 'GS-6.2',
    name: 'combat target choice',
    description: 'The Spee was found with pieces of different kinds: the German chooses the piece she fires at.',
  },
  raid: {
    rule: 'GS-7.1',
    name: 'commerce raiding',
    description: 'The Spee was not found: the German raids commerce, revealing her hex, or declines.',
  },
  ended: {
    rule: 'GS-8.1',
    name: 'the end of the game',
    description: 'The game is over; the outcome says who won and why.',
  },
};

/** The game's steps for clients (`GameDefinition.steps`), in the order of play. */
export const steps: readonly StepInfo[] = Object.entries(PHASE_INFO).map(([id, { rule, description }]) => ({ id, rule, description }));
