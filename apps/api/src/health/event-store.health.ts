import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { EventStore } from '@wargames/event-store';
import { EVENT_STORE } from '../app/tokens';

/** Ready when the database answers. */
@Injectable()
export class EventStoreHealthIndicator {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async check(key: string) {
    const indicator = this.indicators.check(key);
    try {
      await this.store.ping();
      return indicator.up();
    } catch {
      return indicator.down({ message: 'the database does not answer' });
    }
  }
}
