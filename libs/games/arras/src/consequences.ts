import type { DiceSource } from '@wargames/engine';
import type { ArrasEvent } from './events';
import { evolve } from './evolve';
import type { ArrasState } from './state';

/** Collects the events of one command, folding each onto a working state so later steps see its effect. */
export class Consequences {
  readonly events: ArrasEvent[] = [];
  constructor(
    public state: ArrasState,
    readonly dice: DiceSource,
  ) {}
  /** Nothing happens after the game has ended. */
  emit(event: ArrasEvent): void {
    if (this.state.outcome) return;
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
  get over(): boolean {
    return this.state.outcome !== null;
  }
}
