'use client';

import { useEffect, useState } from 'react';
import { claimWait } from './claim-wait';

interface ClaimState {
  /** When the API said the win may be claimed if the other side stays silent (ISO 8601), or null. */
  readonly claimableAt: string | null;
  /** Whether the claim is offered now (in `anytime`). */
  readonly offered: boolean;
  /** The version `claimableAt` and the offer were read at, and the version the page shows. */
  readonly offersVersion: number;
  readonly shownVersion: number;
  /** Whether this browser holds a seat in a game that runs. */
  readonly playing: boolean;
  /** Reads the position and the offers again. */
  readonly reread: () => Promise<void>;
}

/**
 * Claiming the win is offered by time, which no game event tells of, and the offers come with a read of the position,
 * not with a command's answer or a live push. So the play page reads them again at the time the API named, and a few
 * seconds later again while the claim is not offered yet (the two clocks may differ); and as soon as the game has moved
 * past the version they were read at while a claim is offered or awaited (the other side came back: the wait starts
 * again, or the claim no longer holds).
 */
export function useClaimRefresh({ claimableAt, offered, offersVersion, shownVersion, playing, reread }: ClaimState): void {
  const behind = playing && shownVersion > offersVersion && (offered || claimableAt !== null);
  useEffect(() => {
    if (behind) void reread();
  }, [behind, shownVersion, reread]);

  const [reads, setReads] = useState(0);
  useEffect(() => {
    const wait = !playing || offered || claimableAt === null ? null : claimWait(Date.parse(claimableAt), Date.now());
    if (wait === null) return;
    const timer = window.setTimeout(() => {
      void reread();
      setReads((count) => count + 1);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [playing, claimableAt, offered, reads, reread]);
}
