import { arras } from '@wargames/arras';
import { createRegistry, type GameRegistry } from '@wargames/engine';
import { grafSpee } from '@wargames/graf-spee';

/** Every game the service offers. */
export const gameRegistry: GameRegistry = createRegistry([grafSpee, arras]);

export { arras, grafSpee };
