export { arras } from './arras';
export { arrasViewSchema, type ArrasView } from './view';
export { ARRAS_STEPS } from './steps';
export * from './names';
export { stacksOf, type Stack } from './stacking';
export * from './board';
export * from './commands';
export * from './data/arras-data';
export * from './errors';
export * from './events';
export * from './options';
export * from './state';
// Helpers a UI or a bot may call directly.
export { reachableHexes, checkMovePath, stepCost, type ReachableHex, type CheckedMove } from './movement';
export { retreatPaths, checkRetreatPath } from './retreat';
export { advanceOptions, checkAdvance } from './advance';
export { attackOptions, checkAttack } from './attack';
export { oddsColumn, shiftColumn, arrasModifier, modifiedDie, crtResult, columnLabel, COMBAT_TABLE } from './combat-table';
export { LAST_TURN } from './decide';
