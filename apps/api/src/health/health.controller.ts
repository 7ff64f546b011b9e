import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { DrainHealthIndicator } from '../shutdown/drain.health';
import { EventStoreHealthIndicator } from './event-store.health';

@ApiTags('health')
@SkipThrottle({ address: true })
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: EventStoreHealthIndicator,
    private readonly drain: DrainHealthIndicator,
  ) {}

  @Get('live')
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database answers and the replica is not shutting down (503 ERR_NOT_READY otherwise)' })
  ready(): Promise<HealthCheckResult> {
    return this.health.check([() => this.drain.check('drain'), () => this.database.check('database')]);
  }
}
