import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { setupOpenApi } from '../openapi/setup-openapi';
import { AppModule, type AppDependencies } from './app.module';

/** Builds the Nest application (not yet listening). The caller owns the store and closes it after the app. */
export async function createApp(dependencies: AppDependencies): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(dependencies), {
    bodyParser: false,
    bufferLogs: true,
    forceCloseConnections: true,
  });
  app.useLogger(app.get(Logger));
  app.useBodyParser('json', { limit: dependencies.config.bodyLimitBytes });
  // Behind a balancer the connection's address is the balancer's: the client's is in X-Forwarded-For (request.ip).
  if (dependencies.config.trustedProxies > 0) app.set('trust proxy', dependencies.config.trustedProxies);
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'health/live', method: RequestMethod.GET },
      { path: 'health/ready', method: RequestMethod.GET },
    ],
  });
  // Tokens travel in a header, never in cookies, so any origin may call the API (the web app, third-party clients).
  app.enableCors({ origin: true, allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID', 'Accept'], maxAge: 600 });
  setupOpenApi(app);
  return app;
}
