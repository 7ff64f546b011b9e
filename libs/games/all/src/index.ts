import { arras } from '@wargames/arras';
import { createRegistry, withAbort, withResignation, withVictoryClaim, type GameRegistry, type RoleNames } from '@wargames/engine';
import { grafSpee } from '@wargames/graf-spee';

const grafSpeeRoles: RoleNames = { german: 'German', british: 'British' };
const arrasRoles: RoleNames = { german: 'German', allied: 'Allied' };

/** Every game the service offers, each with resigning, calling off and claiming the win added (platform commands the rules do not know). */
export const gameRegistry: GameRegistry = createRegistry([
  withVictoryClaim(withAbort(withResignation(grafSpee, grafSpeeRoles), grafSpeeRoles), grafSpeeRoles),
  withVictoryClaim(withAbort(withResignation(arras, arrasRoles), arrasRoles), arrasRoles),
]);

/** The games' own deciders, without resigning: what bots search and simulations play. */
export { arras, grafSpee };
