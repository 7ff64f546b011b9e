'use client';

import type { ArrasView, GrafSpeeView } from '@wargames/sdk';
import { useTranslations } from 'next-intl';
import { ruleTag as rule } from '@/components/RuleLink';
import { sideList } from '@/i18n/side-list';
import { awaitsJoining } from '@/seats/empty-seats';
import { britishLosses } from './graf-spee-play';
import { selectKey } from './select-key';
import styles from './PlayScreen.module.css';

/** GS-3.2: the German places three supply ships (said in the set-up line's words, not decided here). */
const SUPPLY_SHIPS = 3;


type GrafSpeeTodo = 'placeSpee' | 'placeSpeeLast' | 'placeSupply' | 'deploy' | 'speeMove' | 'britishMove' | 'britishMovesDone' | 'enterMap' | 'airSearch' | 'airSearchNone' | 'target' | 'raid';
type ArrasTodo = 'choosePhase' | 'movement' | 'combat' | 'recovery' | 'gun' | 'loss' | 'retreat' | 'advance';

/** What the seat is expected to do now, read off the view's step (the commands themselves come from the API). */
function grafSpeeTodo(view: GrafSpeeView, role: string): GrafSpeeTodo | null {
  switch (view.phase) {
    case 'setup': {
      if (role === 'british') return 'deploy';
      // GS-3.1, GS-3.2: the Spee and the supply ships go down in either order (the API lists both until each is done).
      if (view.spee.speeHex) return 'placeSupply';
      return (view.supplyShips?.length ?? 0) >= SUPPLY_SHIPS ? 'placeSpeeLast' : 'placeSpee';
    }
    case 'spee-move':
      return 'speeMove';
    case 'british-move':
      if (view.british.drawn) return 'enterMap';
      // GS-5.2: every allowed move made, only ending the movement is left (the API offers nothing else).
      return view.british.movesMade >= view.british.movesAllowed ? 'britishMovesDone' : 'britishMove';
    case 'air-search':
      // GS-5.8: the phase is asked of the British whether or not a carrier can search (skipping it would tell the
      // German there is none); his own view says when none is left, and the only thing to do is to end it.
      return view.pieces.some((piece) => piece.kind === 'CV' && !piece.airSearched) ? 'airSearch' : 'airSearchNone';
    case 'combat-target':
      return 'target';
    case 'raid':
      return 'raid';
    default:
      return null;
  }
}

function arrasTodo(view: ArrasView): ArrasTodo {
  const step = view.combat?.step;
  if (step) return step.kind;
  return view.phase ?? 'choosePhase';
}

interface Props<V> {
  readonly view: V;
  /** The seat of this page, or null for a spectator. */
  readonly role: string | null;
  /**
   * Whose decision the game waits for, and whether it has ended, as the API says (its answer's `pending` and `status`),
   * not as the game's own view does: a resigned game stops in a position whose view still waits for someone.
   */
  readonly pending: readonly string[];
  readonly over: boolean;
  /** The seats the computer holds (from the game's summary). */
  readonly computerSeats: readonly string[];
  /** The seats no person has come to yet (free, or their invite not accepted): awaited to join, not to move. */
  readonly emptySeats?: readonly string[];
}

/** Whose turn, and what to do: the line every screen starts with. */
function Turn({ pending, role, computerSeats, emptySeats = [] }: Pick<Props<unknown>, 'pending' | 'role' | 'computerSeats' | 'emptySeats'>) {
  const t = useTranslations('PlayStatus');
  const roles = useTranslations('PlayRoles');
  const yours = role !== null && pending.includes(role);
  const computer = pending.length === 1 && computerSeats.includes(pending[0] as string);
  const waiting = computer
    ? t('computerPlaying', { role: roles('role', { role: pending[0] as string }) })
    : t(awaitsJoining(pending, emptySeats) ? 'waitingToJoin' : 'waiting', { role: sideList(roles, pending) });
  return <p className={yours ? styles.yourTurn : styles.waiting}>{yours ? t('yourTurn') : pending.length > 0 ? waiting : null}</p>;
}

export function GrafSpeeStatus({ view, role, pending, over, computerSeats, emptySeats }: Props<GrafSpeeView>) {
  const t = useTranslations('PlayStatus');
  const todo = role && pending.includes(role) ? grafSpeeTodo(view, role) : null;
  const losses = britishLosses(view);
  return (
    <div className={styles.status} role="status" aria-live="polite" aria-label={t('label')}>
      <p className={styles.statusLine}>
        <span>{view.turn === 0 ? t('setupTurn') : t('turn', { turn: view.turn })}</span>
        {/* "Setting up" already names the set-up phase; "Setting up · Setup" said it twice. */}
        {view.phase === 'setup' && !over ? null : <span>{t('grafSpee.phase', { phase: over ? 'ended' : selectKey(view.phase) })}</span>}
        <span>{t('grafSpee.score', { score: view.score })}</span>
      </p>
      <p className={styles.statusLine}>
        <span>{t('grafSpee.boxes', { atlantic: view.boxes.atlantic.pieces, indian: view.boxes.indian.pieces })}</span>
        {view.phase === 'british-move' && !over ? <span>{t('grafSpee.moves', { made: view.british.movesMade, allowed: view.british.movesAllowed })}</span> : null}
        {/* Public to every viewer (GS-5.7, GS-6.4): the tally behind part of the score, once there is one. */}
        {losses ? <span>{t('grafSpee.losses', losses)}</span> : null}
      </p>
      <Turn pending={pending} role={role} computerSeats={computerSeats} emptySeats={emptySeats} />
      {todo ? <p className={styles.todo}>{t.rich(`grafSpee.todo.${todo}`, { rule, placed: view.supplyShips?.length ?? 0, kind: view.british.drawn?.kind ?? 'other' })}</p> : null}
    </div>
  );
}

export function ArrasStatus({ view, role, pending, over, computerSeats, emptySeats }: Props<ArrasView>) {
  const t = useTranslations('PlayStatus');
  const todo = role && pending.includes(role) ? arrasTodo(view) : null;
  const ended = over || view.outcome !== null;
  return (
    <div className={styles.status} role="status" aria-live="polite" aria-label={t('label')}>
      <p className={styles.statusLine}>
        <span>{t('arras.turnOf', { turn: view.turn })}</span>
        <span>{t('arras.side', { side: view.side })}</span>
        {/* Once the game is over no phase is under way and the 88's state no longer matters (AR-4). */}
        <span>{t('arras.phase', { phase: ended ? 'ended' : (view.phase ?? 'none') })}</span>
        {ended ? null : <span>{t('arras.gun', { state: view.gun88 })}</span>}
      </p>
      {/* The attack under way, named for every viewer (Arras is open information): the 88's choice, losses and retreats refer to it. */}
      {view.combat && !ended ? (
        <p className={styles.statusLine}>
          {t('arras.attack', { attackers: view.combat.attackers.join(' + '), defender: view.combat.defender, hex: view.combat.hex })}
        </p>
      ) : null}
      <Turn pending={pending} role={role} computerSeats={computerSeats} emptySeats={emptySeats} />
      {todo ? <p className={styles.todo}>{t.rich(`arras.todo.${todo}`, { rule })}</p> : null}
    </div>
  );
}
