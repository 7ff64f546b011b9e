export { arras, type ArrasView } from './arras';
export * from './board';
export * from './commands';
export * from './data/arras-data';
export * from './errors';
export * from './events';
export * from './options';
export * from './state';
