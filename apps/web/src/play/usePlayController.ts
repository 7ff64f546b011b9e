'use client';

import { isAbort, isResignation, WargamesApiError, type CommandOf, type CommandPreview, type GameSession, type GameSummary, type GameTypeId, type GameView, type LiveConnection, type VisibleEvent } from '@wargames/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserClient } from '@/sdk/browser';
import { readInviteFragment, saveSeat, seatIn, type HeldSeat } from '@/seats/seat-store';
import { takeSeat as claimSeat } from '@/seats/take-seat';
import { positionRefresher } from './position-refresher';
import { shownLog } from './shown-log';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'ended';

export type Notice =
  | { readonly kind: 'stale' }
  | { readonly kind: 'refused'; readonly code: string; readonly rule: string; readonly message: string }
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'invite-taken'; readonly role: string }
  | { readonly kind: 'invite-used'; readonly role: string }
  | { readonly kind: 'invite-ended'; readonly role: string };

export interface PlayController<T extends GameTypeId> {
  /** Undefined until this browser's storage has been read (the first render is the same on server and client). */
  readonly seat: HeldSeat | null | undefined;
  readonly view: GameView<T> | null;
  /** The seat's legal commands at `view.version`; replaced (never merged) on every new version, empty while sending. */
  readonly commands: readonly CommandOf<T>[];
  /**
   * What the seat may send whether or not the game waits for it (resigning, calling off), as the API last listed it; empty for a
   * spectator and once the game has ended. The same objects while the list does not change.
   */
  readonly anytime: readonly CommandOf<T>[];
  /** When the seat may claim the win if the other side has not moved by then, as the API last said (ISO 8601), or null. */
  readonly claimableAt: string | null;
  /**
   * The version `anytime` and `claimableAt` were read at: they come with a read of the position, not with a command's
   * answer or a live push, so they may be older than `view`.
   */
  readonly offersVersion: number;
  /** The events up to `view.version` (never ahead of the board: a live event waits for the view it leads to). */
  readonly log: readonly VisibleEvent<T>[];
  readonly live: LiveState;
  readonly busy: boolean;
  readonly notice: Notice | null;
  /** Why the game could not be loaded (an API error or a network failure), told by the page in its language. */
  readonly loadError: unknown;
  submit(command: CommandOf<T>): Promise<void>;
  preview(command: CommandOf<T>): Promise<CommandPreview>;
  dismiss(): void;
  /**
   * Holds the other seat for an invite and answers its code, to hand over in an invite link (it works once); as this
   * seat, it replaces an invite to that seat nobody has accepted yet (the old link stops working).
   */
  inviteOther(role: string): Promise<string>;
  /** The game's seats now, as anyone may see them (who holds each, which waits for its invite). */
  readSeats(): Promise<GameSummary['seats']>;
  /** Reads the position and the commands offered again: after a change no game event tells of (a seat taken). */
  reread(): Promise<void>;
  /** Claims a free seat for this browser (kept in its storage, as the lobby does); the page then plays it. */
  takeSeat(role: string): Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** Pause before following the game again after the SDK gave up reconnecting. */
const RESUME_AFTER_MS = 3_000;

/**
 * The play page's controller (lila's RoundController, as a hook): it holds the view, the legal commands and the log,
 * follows live events by seq, and sends commands. It decides nothing: everything offered comes from the API.
 */
export function usePlayController<T extends GameTypeId>(apiUrl: string, gameType: T, gameId: string): PlayController<T> {
  const client = useMemo(() => browserClient(apiUrl), [apiUrl]);
  const [seat, setSeat] = useState<HeldSeat | null | undefined>(undefined);
  const [view, setView] = useState<GameView<T> | null>(null);
  const [legal, setLegal] = useState<{ version: number; commands: readonly CommandOf<T>[] }>({ version: -1, commands: [] });
  // What the seat may send apart from its moves, read with the position, and the version it was read at.
  const [offers, setOffers] = useState<{ version: number; anytime: readonly CommandOf<T>[]; claimableAt: string | null }>({ version: -1, anytime: [], claimableAt: null });
  const [received, setReceived] = useState<readonly VisibleEvent<T>[]>([]);
  const [live, setLive] = useState<LiveState>('connecting');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const sessionRef = useRef<GameSession<T> | null>(null);
  const versionRef = useRef(-1);
  const lastSeqRef = useRef(0);

  const addEvents = useCallback((events: readonly VisibleEvent<T>[]) => {
    if (events.length === 0) return;
    setReceived((current) => {
      const seen = new Set(current.map((entry) => entry.seq));
      const fresh = events.filter((entry) => !seen.has(entry.seq));
      if (fresh.length === 0) return current;
      return [...current, ...fresh].sort((a, b) => a.seq - b.seq);
    });
    lastSeqRef.current = Math.max(lastSeqRef.current, ...events.map((entry) => entry.seq));
  }, []);

  const applyView = useCallback((next: GameView<T>, commands: readonly CommandOf<T>[] | undefined) => {
    if (next.version < versionRef.current) return;
    const moved = next.version !== versionRef.current;
    versionRef.current = next.version;
    // A read of the same version changes nothing: keeping the same objects keeps a half-made pick on the map.
    if (moved) setView(next);
    if (commands) {
      setLegal((current) =>
        current.version === next.version && JSON.stringify(current.commands) === JSON.stringify(commands) ? current : { version: next.version, commands },
      );
    }
    if (next.status === 'ended') setLive('ended');
  }, []);

  /**
   * The view and the legal commands at one version (asked again when the game moved between the two reads), at least at
   * `atLeastVersion` when the page knows of that version (a command's answer, a live event).
   */
  const refresh = useCallback(async (atLeastVersion?: number) => {
    const session = sessionRef.current;
    if (!session) return;
    for (let attempt = 0; attempt < 3; attempt++) {
      // One request for both (the SDK's position), read again when the game moved between the two reads.
      const { view: next, legal: allowed } = await session.position({ atLeastVersion });
      if (!allowed || allowed.version === next.version) {
        applyView(next, allowed ? allowed.commands : []);
        const listed = allowed?.anytime ?? [];
        setOffers((current) => ({
          version: next.version,
          anytime: JSON.stringify(current.anytime) === JSON.stringify(listed) ? current.anytime : listed,
          claimableAt: allowed?.claimableAt ?? null,
        }));
        return;
      }
    }
  }, [applyView]);

  // Pick up the seat: from an invite in the fragment (removed from the address at once, then accepted: it works once),
  // else from storage. Again when only the fragment changes (an invite link opened in the tab that shows its game).
  useEffect(() => {
    const pickUp = async () => {
      const handed = readInviteFragment(window.location.hash);
      if (handed) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      if (handed?.kind === 'invite') {
        try {
          const session = await client.game(gameType).acceptInvite(gameId, handed.role as never, handed.code);
          saveSeat(window.localStorage, { gameId, gameType, role: handed.role, token: session.token as string });
          setNotice({ kind: 'invite-taken', role: handed.role });
        } catch (error) {
          // Used already: by this browser before (it holds the seat, nothing to say), or by someone else (this page
          // watches, and says why); for a game that has ended (called off while the invite waited) the page watches
          // and says that; any other refusal is told as a refused command is, a network failure as one.
          if (!(error instanceof WargamesApiError)) setNotice({ kind: 'network', message: errorText(error) });
          else if (error.code === 'ERR_GAME_OVER') setNotice({ kind: 'invite-ended', role: handed.role });
          else if (error.code !== 'ERR_INVITE_USED') setNotice({ kind: 'refused', code: error.code, rule: error.rule, message: error.message });
          else if (seatIn(window.localStorage, gameId)?.role !== handed.role) setNotice({ kind: 'invite-used', role: handed.role });
        }
      } else if (handed) {
        saveSeat(window.localStorage, { gameId, gameType, role: handed.role, token: handed.token });
        setNotice({ kind: 'invite-taken', role: handed.role });
      }
      // Storage exists only in the browser: read after hydration, so the server's and the first client render agree.
      const held = seatIn(window.localStorage, gameId) ?? null;
      setSeat((current) => (current && held && current.token === held.token ? current : held));
    };
    void pickUp();
    const onHashChange = () => void pickUp();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [client, gameId, gameType]);

  // Load, then follow the game live until it ends (the SDK reconnects and resumes after the last seq).
  useEffect(() => {
    if (seat === undefined) return;
    const stop = new AbortController();
    const session = client.game(gameType).open(gameId, seat ? { token: seat.token, role: seat.role as never } : {}) as GameSession<T>;
    sessionRef.current = session;
    versionRef.current = -1;
    lastSeqRef.current = 0;
    // Shown as it happens: "live" once connected, "reconnecting" from a drop until connected again (resuming after
    // the last seq, so what happened meanwhile arrives then).
    const onConnection = (state: LiveConnection) => setLive((current) => (current === 'ended' ? current : state === 'connected' ? 'live' : 'reconnecting'));
    const refreshSoon = positionRefresher(refresh);

    (async () => {
      try {
        await refresh();
        const history: VisibleEvent<T>[] = [];
        for await (const entry of session.historyEntries()) history.push(entry);
        addEvents(history);
        // The game moved between the two reads: the view catches up with the history (which waits for it).
        if (lastSeqRef.current > versionRef.current) refreshSoon(lastSeqRef.current);
      } catch (error) {
        if (!stop.signal.aborted) setLoadError(error);
        return;
      }
      while (!stop.signal.aborted) {
        try {
          setLive((state) => (state === 'ended' || state === 'connecting' ? state : 'reconnecting'));
          for await (const message of session.events({ afterSeq: lastSeqRef.current, signal: stop.signal, withPosition: true, onConnection })) {
            addEvents([message]);
            // The last event of a push brings the view and legal commands at its version (redacted for this seat on
            // the server): drawn with the event in one render, without a second request. The others bring null;
            // without either (the SSE stream) the position is read.
            if (message.view) applyView(message.view, message.legal ?? []);
            else if (message.view === undefined && message.version > versionRef.current) refreshSoon(message.version);
          }
          // The iterator ends when the game has ended (or we stopped).
          if (!stop.signal.aborted) {
            refreshSoon();
            setLive('ended');
          }
          return;
        } catch {
          if (stop.signal.aborted) return;
          setLive('offline');
          await new Promise((resolve) => setTimeout(resolve, RESUME_AFTER_MS));
          // Catch up on whatever happened while the connection was down.
          refreshSoon();
        }
      }
    })();
    return () => {
      stop.abort();
    };
  }, [client, gameType, gameId, seat, refresh, addEvents, applyView]);

  const submit = useCallback(
    async (command: CommandOf<T>) => {
      const session = sessionRef.current;
      if (!session) return;
      // Resigning or calling off ends the game whatever the position, so it is not tied to the version this page last
      // read: sent by a waiting seat while the other side moves, it would otherwise come back stale and be asked again.
      const expectedVersion = isResignation(command) || isAbort(command) ? undefined : legal.version;
      setBusy(true);
      setNotice(null);
      // Cleared the moment a command is sent (web.md habit 3): nothing else can be sent until the answer.
      setLegal((current) => ({ ...current, commands: [] }));
      try {
        const result = await session.submit(command, { expectedVersion });
        addEvents(result.events);
        applyView(result.view, result.legal ?? []);
        if (!result.legal) await refresh(result.view.version);
      } catch (error) {
        if (error instanceof WargamesApiError && error.code === 'ERR_STALE_VERSION') setNotice({ kind: 'stale' });
        else if (error instanceof WargamesApiError) setNotice({ kind: 'refused', code: error.code, rule: error.rule, message: error.message });
        else setNotice({ kind: 'network', message: errorText(error) });
        await refresh().catch(() => undefined);
      } finally {
        setBusy(false);
      }
    },
    [legal.version, addEvents, applyView, refresh],
  );

  /** The session of the game shown, for the requests a click makes (none before the game has loaded). */
  const loadedSession = useCallback((): GameSession<T> => {
    if (!sessionRef.current) throw new Error('the game is not loaded');
    return sessionRef.current;
  }, []);
  const preview = useCallback(async (command: CommandOf<T>) => loadedSession().preview(command), [loadedSession]);
  const inviteOther = useCallback(async (role: string) => loadedSession().invite(role as never), [loadedSession]);
  const readSeats = useCallback(async () => (await loadedSession().summary()).seats, [loadedSession]);
  const reread = useCallback(() => refresh().catch(() => undefined), [refresh]);
  const takeSeat = useCallback(
    async (role: string) => {
      await claimSeat(apiUrl, { gameType, gameId, role });
      setSeat(seatIn(window.localStorage, gameId) ?? null);
    },
    [apiUrl, gameType, gameId],
  );

  const log = useMemo(() => shownLog(received, view?.version ?? -1), [received, view]);

  return {
    seat,
    view,
    commands: legal.version === view?.version ? legal.commands : [],
    anytime: view?.status === 'ended' ? [] : offers.anytime,
    claimableAt: view?.status === 'ended' ? null : offers.claimableAt,
    offersVersion: offers.version,
    log,
    live,
    busy,
    notice,
    loadError,
    submit,
    preview,
    dismiss: () => setNotice(null),
    inviteOther,
    readSeats,
    reread,
    takeSeat,
  };
}
