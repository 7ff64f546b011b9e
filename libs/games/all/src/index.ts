import { arras } from '@wargames/arras';
import { createRegistry, withResignation, type GameRegistry } from '@wargames/engine';
import { grafSpee } from '@wargames/graf-spee';

/** Every game the service offers, each with resigning added (a platform command the rules do not know). */
export const gameRegistry: GameRegistry = createRegistry([
  withResignation(grafSpee, { german: 'German', british: 'British' }),
  withResignation(arras, { german: 'German', allied: 'Allied' }),
]);

/** The games' own deciders, without resigning: what bots search and simulations play. */
export { arras, grafSpee };
