import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { DrainState } from './drain-state';

/** Down once a graceful shutdown has begun: the replica still finishes its requests but takes no new ones. */
@Injectable()
export class DrainHealthIndicator {
  constructor(
    private readonly drain: DrainState,
    private readonly indicators: HealthIndicatorService,
  ) {}

  check(key: string) {
    const indicator = this.indicators.check(key);
    return this.drain.draining ? indicator.down({ message: 'shutting down: finishing the requests in flight' }) : indicator.up();
  }
}
