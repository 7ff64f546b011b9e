import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { pathOf, sendApiError } from '../errors/send-api-error';
import { toApiError } from '../errors/to-api-error';
import { graphqlOtherMethods } from '../graphql/graphql-other-methods';
import { isLoggedPath, logSetup } from '../logging/logger-options';
import { setupOpenApi } from '../openapi/setup-openapi';
import { AppModule, type AppDependencies } from './app.module';
import { strictJsonBody, unreadBody } from './request-bodies';

/**
 * Builds the Nest application (not yet listening) on Fastify: under the benchmark's load the API spends about a third
 * less CPU per command than it did on Express (docs/performance.md). The caller owns the store and closes it after
 * the app.
 */
export async function createApp(dependencies: AppDependencies): Promise<NestFastifyApplication> {
  const { config } = dependencies;
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    // Behind a balancer the connection's address is the balancer's: the client's is in X-Forwarded-For (request.ip),
    // believed for `trustedProxies` hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustedProxies,
    // The router refuses a malformed URL before any hook or handler: answered as every other refusal.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => sendApiError(reply, pathOf(request.url), toApiError(error).error),
  });
  const logs = logSetup(config, dependencies.logDestination);
  // A log line per request, from the first hook Fastify runs (docs/performance.md: why not nestjs-pino's middleware).
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    if (isLoggedPath(request.url)) {
      // The line's id is Fastify's request id ("req-1"…), as it was when middie handed the request to the middleware.
      (request.raw as { id?: unknown }).id = request.id;
      logs.requests(request.raw, reply.raw);
    }
    done();
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(dependencies, logs), adapter, {
    bodyParser: false,
    bufferLogs: true,
    forceCloseConnections: true,
  });
  app.useLogger(app.get(Logger));
  app.useBodyParser('application/json', { bodyLimit: config.bodyLimitBytes }, strictJsonBody);
  app.useBodyParser('*', { bodyLimit: config.bodyLimitBytes }, unreadBody);
  app.getHttpAdapter().getInstance().route(graphqlOtherMethods);
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'health/live', method: RequestMethod.GET },
      { path: 'health/ready', method: RequestMethod.GET },
      // The GraphQL server serves /graphql outside Nest's routing.
      { path: 'graphql', method: RequestMethod.ALL },
    ],
  });
  // Tokens travel in a header, never in cookies, so any origin may call the API (the web app, third-party clients).
  app.enableCors({ origin: true, allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID', 'Accept'], maxAge: 600 });
  setupOpenApi(app);
  return app;
}
