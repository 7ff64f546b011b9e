import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import type { GameRegistry } from '@wargames/engine';
import type { EventStore } from '@wargames/event-store';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { ResolveCallerPipe } from '../auth/resolve-caller.pipe';
import type { AppConfig } from '../config/app-config';
import { diceForConfig } from '../config/dice-for-config';
import { BotPlayer } from '../bots/bot-player';
import { BotSeats } from '../bots/bot-seats';
import { BotWorkers } from '../bots/bot-workers';
import { ApiExceptionFilter } from '../errors/api-exception.filter';
import { CommandSubmission } from '../games/command-submission';
import { GameFrames } from '../games/game-frames';
import { GameLoader } from '../games/game-loader';
import { AwaitedSeats } from '../games/awaited-seats';
import { GameLobby } from '../games/game-lobby';
import { GameReads } from '../games/game-reads';
import { VictoryClaims } from '../games/victory-claims';
import { GameRecords } from '../games/game-records';
import { GameTypeCatalog } from '../games/game-type-catalog';
import { GamesResolver } from '../graphql/games.resolver';
import { graphqlOptions } from '../graphql/graphql-options';
import { EventStoreHealthIndicator } from '../health/event-store.health';
import { HealthController } from '../health/health.controller';
import { DrainHealthIndicator } from '../shutdown/drain.health';
import { DrainState } from '../shutdown/drain-state';
import { LiveFeed } from '../live/live-feed';
import { logSetup, type LogSetup } from '../logging/logger-options';
import { GameFramesController } from '../rest/game-frames.controller';
import { GameTypesController } from '../rest/game-types.controller';
import { GamesController } from '../rest/games.controller';
import { JsonContentTypeMiddleware } from '../rest/json-content-type.middleware';
import { RecordsController } from '../rest/records.controller';
import { ApiThrottlerGuard, throttlerOptions } from '../throttling/api-throttler.guard';
import { CommandRateLimiter } from '../throttling/command-rate-limiter';
import { SubscriptionLimiter } from '../throttling/subscription-limiter';
import { APP_CONFIG, CLOCK, DICE_SOURCE, EVENT_STORE, GAME_REGISTRY } from './tokens';

export interface AppDependencies {
  readonly config: AppConfig;
  readonly store: EventStore;
  readonly registry: GameRegistry;
  /** Where logs go (stdout by default); tests read them. */
  readonly logDestination?: DestinationStream;
}

/** The whole service, built from its configuration, its store and its games. */
@Module({})
export class AppModule implements NestModule {
  /** `logs`: the log setup whose request logger the app's Fastify hook uses (made from the config when left out). */
  static register(dependencies: AppDependencies, logs: LogSetup = logSetup(dependencies.config, dependencies.logDestination)): DynamicModule {
    const { config, store, registry } = dependencies;
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(logs.params),
        ThrottlerModule.forRoot(throttlerOptions(config)),
        TerminusModule.forRoot({ logger: false }),
        GraphQLModule.forRoot(graphqlOptions(config)),
      ],
      controllers: [GameTypesController, GamesController, GameFramesController, RecordsController, HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: () => Date.now() },
        { provide: EVENT_STORE, useValue: store },
        { provide: GAME_REGISTRY, useValue: registry },
        { provide: DICE_SOURCE, useValue: diceForConfig(config) },
        GameLoader,
        GameTypeCatalog,
        GameLobby,
        AwaitedSeats,
        VictoryClaims,
        GameReads,
        GameFrames,
        CommandSubmission,
        GameRecords,
        BotSeats,
        BotWorkers,
        BotPlayer,
        CommandRateLimiter,
        SubscriptionLimiter,
        LiveFeed,
        ResolveCallerPipe,
        GamesResolver,
        EventStoreHealthIndicator,
        DrainState,
        DrainHealthIndicator,
        { provide: APP_GUARD, useClass: ApiThrottlerGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(JsonContentTypeMiddleware).forRoutes(GamesController, RecordsController);
  }
}
