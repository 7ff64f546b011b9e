'use client';

import type { ArrasView, GameTypeId, GrafSpeeView } from '@wargames/sdk';
import { createTranslator, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { Board } from '@/board/Board';
import { cellTarget, type Scene } from '@/board/scene';
import type { ArrasBoard } from '@/board-data/arras';
import type { GrafSpeeBoard } from '@/board-data/graf-spee';
import { useMapEnlarged } from '@/components/map-zoom';
import { MapZoomToggle } from '@/components/MapZoomToggle';
import { RuleLink } from '@/components/RuleLink';
import { ruleGame } from '@/rules/rule-ids';
import { ApiErrorNotice } from '@/errors/ApiErrorNotice';
import { rememberingTranslator } from '@/i18n/remembering-translator';
import { Link } from '@/i18n/navigation';
import { MoveList } from '@/narration';
import { arrasPlacement } from '@/play/arras-play';
import { ArrasOffMapPanel } from '@/play/ArrasOffMap';
import { grafSpeeEnding } from '@/play/graf-spee-ending';
import { britishLosses, grafSpeePlacement } from '@/play/graf-spee-play';
import { GrafSpeeFinalScore } from '@/play/GrafSpeeFinalScore';
import { outcomeWinner } from '@/play/outcome-winner';
import { selectKey } from '@/play/select-key';
import { useTargetsInView } from '@/play/useTargetsInView';
import { arrasScene } from '@/scenes/arras-scene';
import { grafSpeeScene } from '@/scenes/graf-spee-scene';
import { Downloads } from './Downloads';
import { changedHexes, speeTrail, turnOf, type AnyFrame } from './frame-facts';
import { rememberedScenes } from './remembered-scenes';
import { SPEEDS, useReplayController } from './useReplayController';
import { useStepKeys } from './useStepKeys';
import styles from './Replay.module.css';

interface Common {
  readonly apiUrl: string;
  readonly gameId: string;
  readonly title: string;
  readonly ended: boolean;
  /** Imported from a record file: nobody played it on this server. */
  readonly imported: boolean;
  readonly initialStep: number | null;
  readonly initialPerspective: string | null;
}

export type ReplayScreenProps = Common & ({ readonly gameType: 'graf-spee'; readonly board: GrafSpeeBoard } | { readonly gameType: 'arras'; readonly board: ArrasBoard });

const NO_STEPS: readonly { readonly step: number; readonly entries: AnyFrame['events'] }[] = [];

/**
 * Draws one frame's view; per game, from the same scene builders as the play page. Each frame's scene is built once
 * (a step back is a lookup), with translators that remember their texts (most names are those of the step before).
 */
function useSceneOf(props: ReplayScreenProps): (frame: AnyFrame) => Scene {
  const locale = useLocale();
  const messages = useMessages();
  const timeZone = useTimeZone();
  const { gameType, board } = props;
  return useMemo(() => {
    const text = <N extends 'GrafSpeeScene' | 'ArrasScene'>(namespace: N) => rememberingTranslator(createTranslator({ locale, messages, namespace, timeZone }));
    const grafSpeeText = text('GrafSpeeScene');
    const arrasText = text('ArrasScene');
    return rememberedScenes((frame) =>
      gameType === 'graf-spee'
        ? grafSpeeScene(board as GrafSpeeBoard, grafSpeePlacement(frame.view as GrafSpeeView), grafSpeeText)
        : arrasScene(board as ArrasBoard, arrasPlacement(frame.view as ArrasView), arrasText),
    );
  }, [gameType, board, locale, messages, timeZone]);
}

/**
 * The replay viewer (issue 11): every frame of the chosen perspective is loaded at once through the batch endpoint;
 * the board, the slider, the move list and the keys all move one index. What changed at the step is marked on the map;
 * the omniscient Graf Spee replay draws the Spee's hidden path.
 */
export function ReplayScreen(props: ReplayScreenProps) {
  const { apiUrl, gameId, gameType, title, ended, imported, initialStep, initialPerspective } = props;
  const t = useTranslations('ReplayScreen');
  // The API's outcome message is English; the app says it in the reader's language.
  const outcomeText = useTranslations('PlayOutcome');
  // The play page's words for what both show alike (the British losses).
  const status = useTranslations('PlayStatus');
  const controller = useReplayController({ apiUrl, gameType: gameType as GameTypeId, gameId, ended, initialStep, initialPerspective });
  const [enlarged, setEnlarged] = useMapEnlarged();
  useStepKeys(controller);
  const sceneOf = useSceneOf(props);
  const { frame, frames, step, perspective } = controller;
  const scene = useMemo(() => (frame ? sceneOf(frame) : null), [frame, sceneOf]);
  const highlights = useMemo(() => changedHexes(gameType, frames, step, perspective).map(cellTarget), [gameType, frames, step, perspective]);
  // An enlarged map scrolls in its frame: a step's changes are brought into sight when none is.
  const boardFrame = useRef<HTMLDivElement>(null);
  useTargetsInView(boardFrame, `${highlights.join(' ')}${enlarged ? ' enlarged' : ''}`, '[data-last-move]');
  const trail = useMemo(() => (gameType === 'graf-spee' ? speeTrail(frames, step) : []), [gameType, frames, step]);
  const moveSteps = useMemo(() => frames.map((f) => ({ step: f.step, entries: f.events })), [frames]);
  // The board first: the move list of a long game (thousands of sentences) renders in the background after it.
  const listedSteps = useDeferredValue(moveSteps, NO_STEPS);
  useLayoutEffect(() => {
    if (controller.complete && listedSteps === moveSteps && moveSteps.length > 0) performance.mark('replay:moves-rendered');
  }, [controller.complete, listedSteps, moveSteps]);
  // For the figures script: when a step's board and list are in the DOM.
  useLayoutEffect(() => {
    if (frame) performance.mark('replay:step-rendered', { detail: { step } });
  }, [frame, step]);
  const score = gameType === 'graf-spee' && frame ? (frame.view as GrafSpeeView).score : null;
  const losses = gameType === 'graf-spee' && frame ? britishLosses(frame.view as GrafSpeeView) : null;
  const outcome = frame?.outcome ?? null;
  const ending = gameType === 'graf-spee' && frame?.outcome ? grafSpeeEnding(frame.events) : null;

  return (
    <div className={styles.replay} data-step={frame ? step : undefined} data-perspective={perspective} data-frames={frames.length}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.muted}>{imported ? t('imported') : ended ? t('ended') : t('running')}</p>
        <p className={styles.links}>
          <Link href={`/games/${gameId}`}>{t('playLink')}</Link> · <Link href="/games/import">{t('importLink')}</Link>
        </p>
      </header>

      <fieldset className={styles.perspectives}>
        <legend>{t('perspectiveLegend')}</legend>
        {controller.perspectives.map((option) => (
          <label key={option} className={option === perspective ? `${styles.perspective} ${styles.chosen}` : styles.perspective}>
            <input type="radio" name="perspective" value={option} checked={option === perspective} onChange={() => controller.setPerspective(option)} />
            {t('perspective', { perspective: option })}
          </label>
        ))}
      </fieldset>

      {controller.error ? <ApiErrorNotice error={controller.error} /> : null}
      <p className={styles.muted} role="status">
        {controller.total === 0 ? null : controller.complete ? t('loaded', { total: controller.total }) : t('loading', { loaded: frames.length, total: controller.total })}
      </p>

      {frame && scene ? (
        <div className={styles.table}>
          <div className={styles.boardColumn}>
            <p className={styles.status} aria-live="polite">
              <strong>{t('stepStatus', { step, total: controller.last })}</strong>
              <span>{t('turnStatus', { turn: turnOf(frame) })}</span>
              {score !== null ? <span>{t('scoreStatus', { score })}</span> : null}
              {losses ? <span>{status('grafSpee.losses', losses)}</span> : null}
              <span>{t('actor', { actor: frame.actor ?? 'none' })}</span>
            </p>
            <MapZoomToggle enlarged={enlarged} onChange={setEnlarged} />
            <div ref={boardFrame} className={enlarged ? styles.boardFrameEnlarged : styles.boardFrame}>
              <Board scene={scene} path={trail} lastMove={highlights} />
            </div>
            <p className={styles.legend}>
              {highlights.length > 0 ? t('changes') : null} {trail.length > 1 ? t('trail') : null}
            </p>
            {outcome ? (
              <div className={styles.outcome}>
                <p>
                  {/* The label's colon and the sentence's full stop are the language's own (ja: ：and 。). */}
                  <strong>{t('outcome')}</strong> {t('outcomeWinner', { winner: outcomeText('winner', { winner: outcomeWinner(outcome) }) })}{' '}
                  {/* The score line below names the rule that judged the winner (GS-8.2) beside the score it judged. */}
                  {outcomeText('reason', { reason: selectKey(outcome.reason) })} {ending || !ruleGame(outcome.rule) ? null : <RuleLink id={outcome.rule} />}
                </p>
                {ending ? <GrafSpeeFinalScore ending={ending} /> : null}
              </div>
            ) : null}
            <div className={styles.controls}>
              <div className={styles.transport}>
                <button type="button" onClick={controller.first} disabled={step === 0}>
                  |◀ <span className={styles.srOnly}>{t('first')}</span>
                </button>
                <button type="button" onClick={controller.previousTurn} disabled={step === 0} title={t('previousTurn')}>
                  ◀◀ <span className={styles.srOnly}>{t('previousTurn')}</span>
                </button>
                <button type="button" onClick={controller.previous} disabled={step === 0}>
                  ◀ <span className={styles.srOnly}>{t('previous')}</span>
                </button>
                <button type="button" onClick={controller.togglePlay} aria-pressed={controller.playing}>
                  {controller.playing ? t('pause') : t('play')}
                </button>
                <button type="button" onClick={controller.next} disabled={step >= controller.last}>
                  ▶ <span className={styles.srOnly}>{t('next')}</span>
                </button>
                <button type="button" onClick={controller.nextTurn} disabled={step >= controller.last} title={t('nextTurn')}>
                  ▶▶ <span className={styles.srOnly}>{t('nextTurn')}</span>
                </button>
                <button type="button" onClick={controller.end} disabled={step >= controller.last}>
                  ▶| <span className={styles.srOnly}>{t('last')}</span>
                </button>
              </div>
              <label className={styles.speed}>
                {t('speed')}{' '}
                <select value={controller.speed} onChange={(event) => controller.setSpeed(Number(event.target.value))}>
                  {SPEEDS.map((rate) => (
                    <option key={rate} value={rate}>
                      {t('speedOption', { rate })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <label className={styles.slider}>
              <span>{t('slider')}</span>
              <input
                type="range"
                min={0}
                max={controller.last}
                step={1}
                value={step}
                aria-valuetext={t('stepStatus', { step, total: controller.last })}
                onChange={(event) => controller.goTo(Number(event.target.value))}
              />
            </label>
            <details className={styles.keys}>
              <summary>{t('keysTitle')}</summary>
              <p>{t('keys')}</p>
            </details>
            {props.gameType === 'arras' ? <ArrasOffMapPanel board={props.board} view={frame.view as ArrasView} headingId="replay-off-map-heading" /> : null}
          </div>
          <div className={styles.side}>
            <h2 id="replay-moves">{t('moves')}</h2>
            <MoveList gameType={gameType} viewer={perspective} steps={listedSteps} current={step} onSelect={controller.goTo} labelledBy="replay-moves" emptyLabel={t('noEvents')} />
            {ended ? <Downloads apiUrl={apiUrl} gameType={gameType} gameId={gameId} perspective={perspective} token={controller.seat?.token ?? null} /> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
