'use client';

import type { GameTypeId } from '@wargames/sdk';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useHeldSeats } from '@/lobby/use-held-seats';
import type { NarrationViewer } from '@/narration';
import { browserClient } from '@/sdk/browser';
import type { HeldSeat } from '@/seats/seat-store';
import { nextTurnStep, previousTurnStep, turnStarts, type AnyFrame } from './frame-facts';
import { chosenPerspective, offeredPerspectives } from './perspectives';

export interface ReplayOptions {
  readonly apiUrl: string;
  readonly gameType: GameTypeId;
  readonly gameId: string;
  readonly ended: boolean;
  /** From the URL: the step and perspective a link opens at. */
  readonly initialStep: number | null;
  readonly initialPerspective: string | null;
}

export const SPEEDS = [1, 2, 4, 8] as const;

export interface ReplayController {
  readonly perspectives: readonly NarrationViewer[];
  readonly perspective: NarrationViewer;
  readonly setPerspective: (perspective: NarrationViewer) => void;
  readonly frames: readonly AnyFrame[];
  /** Frames the game has (known from the first frame; 0 until then). */
  readonly total: number;
  readonly complete: boolean;
  readonly error: unknown;
  /** The step asked for; `frame` is that step's frame once it has arrived. */
  readonly step: number;
  readonly frame: AnyFrame | undefined;
  readonly last: number;
  readonly goTo: (step: number) => void;
  readonly first: () => void;
  readonly previous: () => void;
  readonly next: () => void;
  readonly end: () => void;
  readonly previousTurn: () => void;
  readonly nextTurn: () => void;
  readonly playing: boolean;
  /** Play or pause; Play at the last step starts again from the first. */
  readonly togglePlay: () => void;
  readonly speed: number;
  readonly setSpeed: (speed: number) => void;
  readonly seat: HeldSeat | null;
}

const NO_FRAMES: readonly AnyFrame[] = [];
const noSubscription = () => () => undefined;

/** How many frames arrive between two renders while loading: the page stays responsive during a long stream. */
const FLUSH_EVERY = 200;
const URL_DEBOUNCE_MS = 200;

/**
 * The replay's controller (web.md habit 5): it loads every frame of one perspective in one NDJSON request (the API's
 * batch endpoint), then a step change is an index change. Step and perspective live in the URL (debounced
 * replaceState), so a link reopens exactly that position. Keys, buttons, slider and move list call the same functions.
 */
export function useReplayController({ apiUrl, gameType, gameId, ended, initialStep, initialPerspective }: ReplayOptions): ReplayController {
  // The seat this browser holds is known only in the browser (localStorage): nothing loads before it is read.
  const seatRead = useSyncExternalStore(noSubscription, () => true, () => false);
  const seats = useHeldSeats();
  const seat = useMemo(() => seats.find((held) => held.gameId === gameId) ?? null, [seats, gameId]);

  const perspectives = useMemo(() => offeredPerspectives(gameType, ended, seat?.role ?? null), [gameType, ended, seat]);
  const [asked, setAsked] = useState<string | null>(initialPerspective);
  const perspective = chosenPerspective(perspectives, asked);

  const [loaded, setLoaded] = useState<{ readonly perspective: string; readonly frames: readonly AnyFrame[]; readonly complete: boolean; readonly error: unknown }>({
    perspective: '',
    frames: [],
    complete: false,
    error: null,
  });
  useEffect(() => {
    if (!seatRead) return;
    let cancelled = false;
    const session = browserClient(apiUrl).game(gameType).open(gameId, seat ? { token: seat.token } : {});
    const frames: AnyFrame[] = [];
    const stream = session.frames({ perspective: perspective as never });
    void (async () => {
      try {
        for await (const frame of stream) {
          if (cancelled) break;
          frames.push(frame as AnyFrame);
          if (frames.length === 1 || frames.length % FLUSH_EVERY === 0) setLoaded({ perspective, frames: frames.slice(), complete: false, error: null });
        }
        if (!cancelled) {
          // For the figures script (tests/web-e2e/src/figures): when the whole game is in the browser.
          performance.mark('replay:frames-loaded', { detail: { frames: frames.length } });
          setLoaded({ perspective, frames, complete: true, error: null });
        }
      } catch (error) {
        if (!cancelled) setLoaded({ perspective, frames, complete: false, error });
      }
    })();
    return () => {
      cancelled = true;
      void stream.return(undefined);
    };
  }, [apiUrl, gameType, gameId, perspective, seat, seatRead]);

  const frames = useMemo(() => (loaded.perspective === perspective ? loaded.frames : NO_FRAMES), [loaded, perspective]);
  const total = frames[0] ? frames[0].steps + 1 : 0;
  const last = Math.max(0, total - 1);
  const [step, setStep] = useState(initialStep ?? -1);
  // Without a step in the link, a finished game opens at its end, a running one at its newest step.
  const shownStep = step < 0 ? last : Math.min(step, last);
  const frame = frames[shownStep];

  const goTo = useCallback((target: number) => setStep(Math.max(0, Math.min(target, last))), [last]);
  const starts = useMemo(() => turnStarts(frames), [frames]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(2);

  // Playing stops by itself at the last step of a fully loaded game (and stays stopped: a step back does not resume it).
  const playingNow = playing && !(shownStep >= last && loaded.complete);
  const complete = loaded.complete;
  useEffect(() => {
    if (!playingNow) return;
    const timer = window.setTimeout(() => {
      const next = Math.min(shownStep + 1, last);
      setStep(next);
      if (next >= last && complete) setPlaying(false);
    }, 1000 / speed);
    return () => window.clearTimeout(timer);
  }, [playingNow, shownStep, last, speed, complete]);

  // The URL follows the step and perspective, debounced so that holding a key does not flood the history.
  useEffect(() => {
    if (total === 0) return;
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      url.searchParams.set('step', String(shownStep));
      url.searchParams.set('perspective', perspective);
      if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    }, URL_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [shownStep, perspective, total]);

  return {
    perspectives,
    perspective,
    setPerspective: (next) => {
      setPlaying(false);
      setAsked(next);
    },
    frames,
    total,
    complete: loaded.perspective === perspective && loaded.complete,
    error: loaded.perspective === perspective ? loaded.error : null,
    step: shownStep,
    frame,
    last,
    goTo,
    first: () => goTo(0),
    previous: () => goTo(shownStep - 1),
    next: () => goTo(shownStep + 1),
    end: () => goTo(last),
    previousTurn: () => goTo(previousTurnStep(starts, shownStep)),
    nextTurn: () => goTo(nextTurnStep(starts, shownStep, last)),
    playing: playingNow,
    togglePlay: () => {
      if (playingNow) return setPlaying(false);
      // At the end of a fully loaded game there is nothing left to play: Play starts again from the first step, as
      // lichess's autoplay does (ui/analyse/src/autoplay.ts: toggle jumps to the start when it cannot move).
      if (shownStep >= last && loaded.complete) setStep(0);
      setPlaying(true);
    },
    speed,
    setSpeed,
    seat,
  };
}
