export * from './event-store';
export { createEventStore } from './create-event-store';
export type { EventStoreConfig } from './event-store-config';
export { migrate } from './migrate';
export { MigrationError, type MigrationReport } from './apply-migrations';
export { GameAlreadyExistsError } from './game-already-exists-error';
export { GameNotFoundError } from './game-not-found-error';
export { GameEndedError, SeatsChangedError } from './seat-errors';
export { isConnectionLoss, StoreUnavailableError } from './store-unavailable-error';
