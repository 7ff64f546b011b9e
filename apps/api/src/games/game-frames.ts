import { Injectable } from '@nestjs/common';
import type { Json, Outcome } from '@wargames/engine';
import { ApiError } from '../errors/api-error';
import { visibleEntries } from './caller-view';
import { commandSteps, foldRows } from './command-steps';
import type { Caller, ReplayFrame } from './game-models';
import { GameLoader } from './game-loader';
import { perspectiveFor } from './game-reads';
import { streamRows } from './stream-snapshot';

/** A range of replay frames: every step from `from` to `to`, both included. */
export interface FrameRange {
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly perspective?: string | undefined;
}

/**
 * Replay frames in bulk, for a viewer that steps without waiting on the network (issue 11). Each frame equals what
 * `GET /replay/{step}` answers for the same step and perspective, under the same permission (perspectiveFor), but
 * the game is folded once, step after step, instead of from the start for every frame.
 */
@Injectable()
export class GameFrames {
  constructor(private readonly loader: GameLoader) {}

  /**
   * Checks the caller and range at once (so a refusal comes before the first byte of a stream), then hands out the
   * frames one by one.
   */
  async open(caller: Caller, range: FrameRange): Promise<{ readonly steps: number; readonly frames: Iterable<ReplayFrame> }> {
    const loaded = await this.loader.load(caller.gameId);
    const viewer = perspectiveFor(loaded, caller, range.perspective);
    const steps = commandSteps(streamRows(loaded));
    const from = range.from ?? 0;
    const to = range.to ?? steps.length;
    if (from > steps.length) throw ApiError.of('ERR_BAD_REQUEST', 'from', `from must be a step from 0 to ${steps.length}`);
    if (to > steps.length) throw ApiError.of('ERR_BAD_REQUEST', 'to', `to must be a step from 0 to ${steps.length}`);
    if (to < from) throw ApiError.of('ERR_BAD_REQUEST', 'to', 'to must not be before from');
    const { game } = loaded;
    function* frames(): Generator<ReplayFrame> {
      let state = game.setup(loaded.header.options);
      for (let step = 0; step <= to; step += 1) {
        const current = step === 0 ? undefined : steps[step - 1];
        if (current) state = foldRows(game, state, current.events);
        if (step < from) continue;
        yield {
          gameId: caller.gameId,
          perspective: viewer,
          step,
          steps: steps.length,
          version: current?.lastSeq ?? 0,
          actor: current?.actor ?? null,
          events: current ? visibleEntries(game, current.events, viewer, new Map(current.events.map((row) => [row.seq, current.actor]))) : [],
          view: game.view(state, viewer) as Json,
          pending: game.pending(state),
          outcome: game.outcome(state) as Outcome | null,
        };
      }
    }
    return { steps: steps.length, frames: frames() };
  }
}
