'use client';

import { GAME_ROLES, isAbort, isResignation, isVictoryClaim, withoutResignation, type CommandPreview, type GameView, type GameTypeId } from '@wargames/sdk';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Board } from '@/board/Board';
import { cellTarget, type Scene, type TargetId } from '@/board/scene';
import { useMapEnlarged } from '@/components/map-zoom';
import { MapZoomToggle } from '@/components/MapZoomToggle';
import { RuleLink, ruleTag as rule } from '@/components/RuleLink';
import { ruleGame } from '@/rules/rule-ids';
import { emptySeats, type SeatSummary } from '@/seats/empty-seats';
import { getPathname, Link } from '@/i18n/navigation';
import { EventLog, type NarrationViewer } from '@/narration';
import { ActionPanel, type OfferedCommand } from './ActionPanel';
import { buttonCommands, pickState, type Pickable } from './command-picks';
import { InvitePanel } from './InvitePanel';
import { JoinPanel } from './JoinPanel';
import { lastMoveHexes } from './last-move';
import { LastRoll } from './LastRoll';
import { opponentSeat } from './opponent-seat';
import { EndGameControl, type EndGameKind } from './EndGameControl';
import { outcomeWinner } from './outcome-winner';
import { refusalText } from './refusal-text';
import { useApiErrorText } from '@/errors/useApiErrorText';
import { selectKey } from './select-key';
import type { PlayController } from './usePlayController';
import { useClaimRefresh } from './useClaimRefresh';
import { useFollowedSeats } from './useFollowedSeats';
import { useTargetsInView } from './useTargetsInView';
import { useTurnInTitle } from './useTurnInTitle';
import styles from './PlayScreen.module.css';

/** What one game adds to the play table: how to draw its view, pick its commands and say things in words. */
export interface PlayAdapter<C, V> {
  scene(view: V): Scene;
  pickables(commands: readonly C[]): Pickable<C>[];
  path(command: C, view: V): string[];
  describe(command: C, view: V): string;
  previewed(command: C): boolean;
  /**
   * The status line; `answer` is what the API says of the game (whose decision it waits for, whether it is over, which
   * seats no person has come to yet).
   */
  status(view: V, role: string | null, answer: { readonly pending: readonly string[]; readonly over: boolean; readonly empty: readonly string[] }): ReactNode;
  /** A target's name in words (for "Selected: …"). */
  targetName(target: TargetId, scene: Scene): string;
  /** What the game keeps beside its board, under the log (Arras: the units off the map). */
  aside?(view: V): ReactNode;
  /** What the outcome adds once the game is over, read off the log (Graf Spee: the final score and any penalty). */
  ending?(log: readonly { readonly event: { readonly type: string } }[]): ReactNode;
}

interface Props<C, V> {
  readonly gameId: string;
  readonly title: string;
  readonly controller: PlayController<GameTypeId>;
  readonly adapter: PlayAdapter<C, V>;
  /** The game's seats in the summary the page was built with (followed from then on while one waits for a person). */
  readonly seats: readonly SeatSummary[];
  /** Shown with the outcome: a new game like this one (for a seat holder). */
  readonly again: ReactNode;
}

/** The log shows the last events; the replay tells the whole game. */
const LOG_LENGTH = 60;


/**
 * The play page's table: status, board, actions, dice and log. Everything the player may do comes from the legal
 * commands the controller holds; clicks on the map narrow them (command-picks.ts), and a click that leaves exactly one
 * command sends it, unless it is an attack, whose odds are shown first.
 */
export function PlayTable<C, V>({ gameId, title, controller, adapter, seats: initialSeats, again }: Props<C, V>) {
  const t = useTranslations('PlayScreen');
  const roles = useTranslations('PlayRoles');
  const outcome = useTranslations('PlayOutcome');
  const apiErrors = useTranslations('ApiErrors');
  const errorText = useApiErrorText();
  const locale = useLocale();
  const hintId = useId();
  const view = controller.view as (GameView<GameTypeId> & { view: V }) | null;
  const over = view?.outcome != null;
  // Read off the log once per new event, not on every hover over the map.
  const ending = useMemo(() => (over ? (adapter.ending?.(controller.log) ?? null) : null), [over, adapter, controller.log]);
  const status = useTranslations('PlayStatus');
  useTurnInTitle(view?.yourTurn === true && view.status === 'active', status('yourTurn'));
  const legal = controller.commands as unknown as readonly C[];
  // Resigning is offered on its own (EndGameControl), to either seat while the game runs, as the API lists it among the
  // seat's `anytime` commands; never among the moves the map and buttons pick from (the API lists it among the legal
  // commands of the seat it waits for too). While the API also offers calling the game off (nobody has come to the
  // other seat), that is offered instead: a resignation then would hand the game to an empty seat.
  const anytime = controller.anytime as unknown as readonly (C & { type: string })[];
  // Claiming the win, once the API offers it (the other side, a person, has not moved for long), comes first.
  const abort = anytime.find(isAbort);
  const resign = anytime.find(isResignation);
  const claim = anytime.find(isVictoryClaim);
  const endGames: readonly { readonly kind: EndGameKind; readonly command: C }[] = [
    ...(claim ? [{ kind: 'claim' as const, command: claim }] : []),
    ...(abort ? [{ kind: 'abort' as const, command: abort }] : resign ? [{ kind: 'resign' as const, command: resign }] : []),
  ];
  const commands = useMemo(() => withoutResignation(legal as readonly (C & { type: string })[]) as readonly C[], [legal]);
  // What is picked belongs to one list of legal commands: new commands replace it with nothing picked (web.md habit 3).
  const [picked, setPicked] = useState<{ readonly for: readonly C[]; readonly chosen: readonly TargetId[]; readonly confirming: OfferedCommand<C> | null }>({
    for: commands,
    chosen: [],
    confirming: null,
  });
  const current = picked.for === commands ? picked : { for: commands, chosen: [] as readonly TargetId[], confirming: null };
  const { chosen, confirming } = current;
  const setChosen = (next: readonly TargetId[]) => setPicked({ for: commands, chosen: next, confirming: null });
  const setConfirming = (next: OfferedCommand<C> | null) => setPicked({ for: commands, chosen, confirming: next });
  const [active, setActive] = useState<TargetId | null>(null);
  const [activeCommand, setActiveCommand] = useState<C | null>(null);

  const scene = useMemo(() => (view ? adapter.scene(view.view) : null), [adapter, view]);
  const pickables = useMemo(() => adapter.pickables(commands), [adapter, commands]);
  const state = pickState(pickables, chosen);
  const offered = (command: C): OfferedCommand<C> => ({ command, label: view ? adapter.describe(command, view.view) : '', previewed: adapter.previewed(command) });
  const buttons = buttonCommands(pickables).map(offered);
  const choices = state.complete.map(offered);
  const targets = [...new Set([...state.targets, ...chosen])];
  const canAct = commands.length > 0 && !controller.busy;
  const pickOnMap = commands.length > 0 && targets.length > 0;
  const boardFrame = useRef<HTMLDivElement>(null);
  const [enlarged, setEnlarged] = useMapEnlarged();
  // Enlarging the map makes its frame scroll: the targets are brought into sight then too.
  useTargetsInView(boardFrame, canAct ? `${targets.join(' ')}${enlarged ? ' enlarged' : ''}` : '');

  const send = (command: C) => {
    setChosen([]);
    void controller.submit(command as never);
  };

  const pick = (target: TargetId) => {
    let next: TargetId[];
    if (chosen[chosen.length - 1] === target) next = chosen.slice(0, -1);
    else if (state.targets.includes(target)) next = [...chosen, target];
    else next = [target];
    const after = pickState(pickables, next);
    const only = after.complete.length === 1 && after.targets.length === 0 ? after.complete[0] : undefined;
    if (only !== undefined && !adapter.previewed(only)) {
      send(only);
      return;
    }
    setPicked({ for: commands, chosen: next, confirming: only !== undefined ? offered(only) : null });
  };

  // The path to draw: the command under the pointer (or focused in the choice list), or the one waiting to be sent.
  const shownCommand: C | null = useMemo(() => {
    if (activeCommand) return activeCommand;
    if (confirming) return confirming.command;
    if (active) return state.matching.find((option) => option.picks[chosen.length] === active)?.command ?? null;
    return state.complete[0] ?? null;
  }, [activeCommand, confirming, active, state, chosen.length]);
  const path = view && shownCommand ? adapter.path(shownCommand, view.view) : [];
  // Told once per new event or language, not on every hover: the narration of the last events from this seat's side.
  const gameType = view?.gameType ?? '';
  const viewer = (view?.viewer ?? 'spectator') as NarrationViewer;
  const recent = useMemo(() => controller.log.slice(-LOG_LENGTH), [controller.log]);
  const lastMove = useMemo(() => lastMoveHexes(gameType, controller.log, viewer).map(cellTarget), [gameType, controller.log, viewer]);
  const log = useMemo(
    () => (
      <>
        <LastRoll gameType={gameType} viewer={viewer} entries={recent} />
        <div className={styles.log}>
          <h2 id="play-log-heading">{t('log')}</h2>
          <EventLog gameType={gameType} viewer={viewer} entries={recent} labelledBy="play-log-heading" scrolls />
        </div>
      </>
    ),
    [gameType, viewer, recent, t],
  );

  const role = controller.seat?.role ?? null;
  // The seats are followed while another one waits for a person to come (the status says so); once the seat of this
  // player's opponent has been seen waiting here, the invite panel stays to say that the opponent has come.
  const waitsFor = (listed: readonly SeatSummary[]) => view?.status === 'active' && emptySeats(listed).some((seat) => seat !== role);
  const seats = useFollowedSeats(initialSeats, controller.readSeats, waitsFor, view?.version);
  const opponent = opponentSeat(seats, role);
  const waiting = opponent !== null && opponent.state !== 'taken';
  const [invitedFor, setInvitedFor] = useState<string | null>(null);
  if (waiting && invitedFor !== opponent.role) setInvitedFor(opponent.role);
  // Someone watching (this browser holds no seat) may take a seat nobody holds, as in the lobby's open games.
  const free = controller.seat === null && view?.status === 'active' ? seats.filter((seat) => !seat.claimed && !seat.bot).map((seat) => seat.role) : [];
  // Taking a seat is no game event: when the seats change, what the API offers (calling off) is read again.
  const { reread } = controller;
  const offersAbort = abort !== undefined;
  useEffect(() => {
    if (offersAbort) void reread();
  }, [seats, offersAbort, reread]);
  // Nor is time (claiming the win).
  useClaimRefresh({
    claimableAt: controller.claimableAt,
    offered: claim !== undefined,
    offersVersion: controller.offersVersion,
    shownVersion: view?.version ?? -1,
    playing: role !== null && view?.status === 'active',
    reread,
  });

  // A service's refusal is told in the reader's language; a rule's as the API words it, citing its rule.
  const refused = controller.notice?.kind === 'refused' ? controller.notice : null;
  const refusal = refused ? refusalText(refused) : null;

  if (controller.loadError) return <p role="alert">{t('loadFailed', { message: errorText(controller.loadError) })}</p>;
  if (!view || !scene) return <p className={`${styles.muted} ${styles.loading}`}>{t('loading')}</p>;

  return (
    <div className={styles.play} data-version={view.version} data-viewer={view.viewer}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.seat}>
          {role ? t('youPlay', { role: roles('role', { role }) }) : t('spectating')}{' '}
          <span className={styles.live} data-live={controller.live} aria-live="polite">
            {t('live', { state: controller.live })}
          </span>
        </p>
      </header>

      {controller.notice ? (
        // Taking a seat from an invite is news, not trouble: said politely, in the page's own colours.
        <div className={controller.notice.kind === 'invite-taken' ? `${styles.notice} ${styles.noticeInfo}` : styles.notice} role={controller.notice.kind === 'invite-taken' ? 'status' : 'alert'}>
          <p>
            {controller.notice.kind === 'stale' ? t('notice.stale') : null}
            {controller.notice.kind === 'network' ? t('notice.network', { message: controller.notice.message }) : null}
            {controller.notice.kind === 'invite-taken' ? t('inviteTaken', { role: roles('role', { role: controller.notice.role }) }) : null}
            {controller.notice.kind === 'invite-used' ? t('inviteUsed', { role: roles('role', { role: controller.notice.role }) }) : null}
            {controller.notice.kind === 'invite-ended' ? t('inviteEnded', { role: roles('role', { role: controller.notice.role }) }) : null}
            {refused && refusal ? (
              <>
                {refusal.kind === 'service' ? apiErrors(refusal.key as Exclude<typeof refusal.key, 'unknown'>) : t('notice.refused', { message: refusal.message })}{' '}
                <RuleLink id={refused.rule} /> <code>{refused.code}</code>
              </>
            ) : null}
          </p>
          <button type="button" className={styles.linkButton} onClick={controller.dismiss}>
            {t('dismiss')}
          </button>
        </div>
      ) : null}

      {view.outcome ? (
        <section className={styles.outcome} aria-labelledby="outcome-heading">
          <h2 id="outcome-heading">{t('outcomeHeading')}</h2>
          <p className={styles.outcomeWinner}>{outcome('winner', { winner: outcomeWinner(view.outcome) })}</p>
          <p>
            {/* A game's own ending line names the rule that judged the winner beside what it judged (GS-8.2: the score); a
                resignation follows no rule paragraph. */}
            {outcome('reason', { reason: selectKey(view.outcome.reason) })} {ending || !ruleGame(view.outcome.rule) ? null : rule(view.outcome.rule)}
          </p>
          {ending}
          <p>
            <a href={getPathname({ href: `/games/${gameId}/replay`, locale })}>{t('replayLink')}</a> · <Link href="/">{t('backToLobby')}</Link>
          </p>
          {again}
        </section>
      ) : null}

      {adapter.status(view.view, role, { pending: view.pending, over: view.outcome != null, empty: emptySeats(seats) })}

      <div className={styles.table}>
        <div className={styles.mapColumn}>
          <MapZoomToggle enlarged={enlarged} onChange={setEnlarged} />
          {/* Focusable: on a very narrow screen, or enlarged, the map scrolls sideways, also from the keyboard. */}
          <div ref={boardFrame} className={enlarged ? styles.boardFrameEnlarged : styles.boardFrame} role="region" aria-label={scene.label} tabIndex={0}>
            {/* Only a seat with something to pick on the map is told how to pick: not a spectator, a waiting seat or a button-only step. */}
            {pickOnMap ? (
              <p id={hintId} className={styles.srOnly}>
                {t('pickHint')}
              </p>
            ) : null}
            <Board
              scene={scene}
              targets={canAct ? targets : []}
              selection={chosen[chosen.length - 1] ?? null}
              path={path}
              highlights={confirming ? [] : chosen.length > 0 ? state.targets : []}
              lastMove={lastMove}
              onPick={pick}
              onCancel={() => setChosen([])}
              onActive={setActive}
              describedBy={pickOnMap ? hintId : undefined}
            />
          </div>
        </div>
        <div className={styles.side}>
          {/* First while it matters most: a game nobody has joined waits for its invite link to be sent. */}
          {free.length > 0 ? <JoinPanel free={free} take={controller.takeSeat} /> : null}
          {opponent && invitedFor === opponent.role && !view.outcome ? <InvitePanel gameId={gameId} role={opponent.role} state={opponent.state} invite={controller.inviteOther} /> : null}
          {role && !view.outcome ? (
            <ActionPanel
              buttons={buttons}
              choices={choices}
              confirming={confirming}
              selected={chosen.length > 0 ? chosen.map((target) => adapter.targetName(target, scene)).join(' → ') : null}
              busy={controller.busy}
              canAct={canAct}
              onSend={send}
              onChoose={(choice) => (choice.previewed ? setConfirming(choice) : send(choice.command))}
              onCancel={() => setChosen([])}
              onActive={setActiveCommand}
              preview={(command) => controller.preview(command as never) as Promise<CommandPreview>}
            />
          ) : null}
          {endGames.map((endGame) => (
            <EndGameControl
              key={endGame.kind}
              command={endGame.command}
              kind={endGame.kind}
              other={(GAME_ROLES as Readonly<Record<string, readonly string[]>>)[view.gameType]?.find((seat) => seat !== role) ?? ''}
              busy={controller.busy}
              onSend={send}
            />
          ))}
          {log}
          {adapter.aside?.(view.view)}
        </div>
      </div>
    </div>
  );
}
