/** Dependency-injection tokens for what the service is built from. */
export const EVENT_STORE = Symbol('EventStore');
export const GAME_REGISTRY = Symbol('GameRegistry');
export const DICE_SOURCE = Symbol('DiceSource');
export const APP_CONFIG = Symbol('AppConfig');
/** The time now, in milliseconds since the epoch: how long a game has waited (claiming the win). */
export const CLOCK = Symbol('Clock');
