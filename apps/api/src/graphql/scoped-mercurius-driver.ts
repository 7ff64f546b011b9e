import { AbstractGraphQLDriver, GqlSubscriptionService, type GqlModuleOptions, type SubscriptionConfig } from '@nestjs/graphql';
import type { FastifyInstance } from 'fastify';
import mercurius, { type MercuriusCommonOptions, type preExecutionHookHandler, type preValidationHookHandler } from 'mercurius';

/** Mercurius's options less what the driver sets itself, its request hooks, and graphql-ws for subscriptions. */
export interface ScopedMercuriusDriverConfig extends GqlModuleOptions {
  readonly mercurius: Omit<MercuriusCommonOptions, 'path' | 'context' | 'subscription' | 'routes'>;
  readonly hooks?: { readonly preValidation?: readonly preValidationHookHandler[]; readonly preExecution?: readonly preExecutionHookHandler[] };
  readonly context: NonNullable<MercuriusCommonOptions['context']> & ((input: never) => unknown);
  readonly subscriptions?: SubscriptionConfig;
}

/**
 * GraphQL over HTTP with Mercurius, Fastify's GraphQL server (docs/performance.md: less API CPU per command than
 * Apollo Server in every A/B pair end to end), and subscriptions with Nest's graphql-ws server, as under Apollo.
 *
 * Unlike `@nestjs/mercurius`'s driver, Mercurius is registered in a Fastify scope of its own: its error handler then
 * answers the /graphql routes only, and REST keeps Nest's. Mercurius's own subscriptions (another server and
 * protocol handling) are not used: graphql-ws clients keep the server they have, with its limits and its 1001 close.
 */
export class ScopedMercuriusDriver extends AbstractGraphQLDriver<ScopedMercuriusDriverConfig> {
  private subscriptionService: GqlSubscriptionService | undefined;

  async start(options: ScopedMercuriusDriverConfig): Promise<void> {
    const fastify = this.httpAdapterHost.httpAdapter.getInstance<FastifyInstance>();
    const { schema, path, context } = options;
    if (!schema) throw new Error('ScopedMercuriusDriver: Nest built no schema');
    // Queued, not awaited: awaiting would load every route registered so far at once, before Nest sets its error
    // handler (after the modules' init), and REST would answer Fastify's errors (a body that is not JSON) with
    // Fastify's default handler. Fastify loads it when the app starts.
    void fastify.register(async (scope) => {
      await scope.register(mercurius, { ...options.mercurius, schema, path, context, routes: true });
      for (const hook of options.hooks?.preValidation ?? []) scope.graphql.addHook('preValidation', hook);
      for (const hook of options.hooks?.preExecution ?? []) scope.graphql.addHook('preExecution', hook);
    });
    if (options.subscriptions) {
      this.subscriptionService = new GqlSubscriptionService({ schema, path, context, ...options.subscriptions }, this.httpAdapterHost.httpAdapter.getHttpServer());
    }
  }

  async stop(): Promise<void> {
    await this.subscriptionService?.stop();
  }
}
