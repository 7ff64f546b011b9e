import { Injectable } from '@nestjs/common';

/** Whether this replica is shutting down: readiness then answers 503, so that balancers send new requests elsewhere. */
@Injectable()
export class DrainState {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }
}
