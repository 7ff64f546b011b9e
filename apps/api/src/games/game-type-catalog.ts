import { Injectable } from '@nestjs/common';
import type { AnyGame, Json } from '@wargames/engine';
import { z } from 'zod';
import type { GameTypeInfo } from './game-models';
import { GameLoader } from './game-loader';
import { toJson } from './to-json';

/** The game types the service offers, described for client authors (JSON Schemas generated from the engine's zod schemas). */
@Injectable()
export class GameTypeCatalog {
  constructor(private readonly loader: GameLoader) {}

  list(): GameTypeInfo[] {
    return this.loader.definitions().map((game) => describeGameType(game));
  }

  get(id: string): GameTypeInfo {
    return describeGameType(this.loader.definition(id));
  }

  /** One of a game type's published JSON Schemas. */
  schema(id: string, which: 'optionsSchema' | 'commandSchema' | 'viewSchema' | 'eventSchema'): Json {
    return this.get(id)[which];
  }
}

export function describeGameType(game: AnyGame): GameTypeInfo {
  return {
    id: game.id,
    title: game.title,
    roles: game.roles,
    optionsSchema: z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' }) as Json,
    commandSchema: z.toJSONSchema(game.commandSchema, { io: 'input', unrepresentable: 'any' }) as Json,
    // Views and events are what the server sends: their output form.
    viewSchema: z.toJSONSchema(game.viewSchema, { io: 'output', unrepresentable: 'any' }) as Json,
    eventSchema: z.toJSONSchema(game.eventSchema, { io: 'output', unrepresentable: 'any' }) as Json,
    steps: game.steps.map(({ id, rule, description }) => ({ id, rule, description })),
    board: toJson(game.board),
  };
}
