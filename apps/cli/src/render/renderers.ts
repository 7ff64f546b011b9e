import type { GameTypeId } from '@wargames/sdk';
import { arrasRenderer } from './arras-renderer';
import type { GameRenderer } from './game-renderer';
import { grafSpeeRenderer } from './graf-spee-renderer';

/** One renderer per game type the SDK knows: adding a game to the SDK without one fails the type check. */
export const RENDERERS: Record<GameTypeId, GameRenderer> = {
  'graf-spee': grafSpeeRenderer,
  arras: arrasRenderer,
};
