export { createApp } from './app/create-app';
export { AppModule, type AppDependencies } from './app/app.module';
export { loadConfig, ConfigError, type AppConfig } from './config/app-config';
export { ERROR_STATUS, ERROR_MEANING, type ErrorCode } from './errors/error-codes';
export { GRAPHQL_ERROR_CODES, type GraphqlErrorCode } from './errors/graphql-error-codes';
export type * from './games/game-models';
export type { GameRecord } from './games/game-record';
