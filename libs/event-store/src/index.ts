export * from './event-store';
export { createEventStore } from './create-event-store';
export type { EventStoreConfig } from './event-store-config';
export { migrate } from './migrate';
export { MigrationError, type MigrationReport } from './apply-migrations';
export { GameNotFoundError } from './game-not-found-error';
