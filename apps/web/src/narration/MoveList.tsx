'use client';

import { useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { NarratedEntry, NarrationViewer } from './narration';
import { NarrationLine } from './NarrationLine';
import { useNarrator, type NarratedEvent } from './useNarrator';
import styles from './EventLog.module.css';

/** One step of a replay: the events its command produced, as the viewer saw them. */
export interface MoveListStep {
  readonly step: number;
  readonly entries: readonly NarratedEntry[];
}

export interface MoveListProps {
  readonly gameType: string;
  readonly viewer: NarrationViewer;
  readonly steps: readonly MoveListStep[];
  /** The step shown now: marked with aria-current and scrolled into view. */
  readonly current: number;
  /** Jump to a step (the same goTo the keys and the slider use). */
  readonly onSelect: (step: number) => void;
  readonly labelledBy: string;
  /** Said for a step without events (the set-up position). */
  readonly emptyLabel?: string;
}

interface RowProps {
  readonly step: number;
  readonly lines: readonly NarratedEvent[];
  readonly current: boolean;
  readonly onSelect: (step: number) => void;
  readonly emptyLabel: string | undefined;
}

// Rows only re-render when they become or stop being current: a step change touches two rows, not 2,000.
const MoveRow = memo(function MoveRow({ step, lines, current, onSelect, emptyLabel }: RowProps) {
  const t = useTranslations('NarrationLog');
  return (
    <li className={current ? `${styles.item} ${styles.current}` : styles.item} data-step={step}>
      <button type="button" className={styles.jump} aria-current={current ? 'step' : undefined} onClick={() => onSelect(step)}>
        <span className={styles.stepNumber}>{t('step', { step })}</span>
      </button>
      <span className={styles.lines}>
        {lines.length === 0 && emptyLabel ? <span className={styles.lineBlock}>{emptyLabel}</span> : null}
        {lines.map((narrated, i) => (
          <span key={i} className={styles.lineBlock}>
            <NarrationLine narrated={narrated} />
          </span>
        ))}
      </span>
    </li>
  );
});

/**
 * The moves of a replay in words, one row per step, each with a button that jumps to it. The step buttons are named by
 * their number; the words beside them are plain text with rule links, so each rule stays its own link.
 */
export function MoveList({ gameType, viewer, steps, current, onSelect, labelledBy, emptyLabel }: MoveListProps) {
  const tellEvent = useNarrator(gameType, viewer);
  const rows = useMemo(() => steps.map((step) => ({ step: step.step, lines: step.entries.map((entry) => tellEvent(entry.event)) })), [steps, tellEvent]);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Scroll the list itself (not the page) so the current row is in view; only when it is out of view.
    const list = listRef.current;
    const row = list?.querySelector<HTMLElement>(`[data-step="${current}"]`);
    if (!list || !row) return;
    /** Scrolls the row into view; answers whether it had to. */
    const reveal = (): boolean => {
      const top = row.offsetTop;
      if (top >= list.scrollTop && top + row.offsetHeight <= list.scrollTop + list.clientHeight) return false;
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
      return true;
    };
    // Rows out of view are laid out at an estimated height until they are rendered: look again, a few frames, while
    // the rows that came into view take their real heights.
    let frame = 0;
    let tries = 0;
    const again = () => {
      if (reveal() && ++tries < 6) frame = requestAnimationFrame(again);
    };
    again();
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return (
    <ol ref={listRef} className={styles.moveList} aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <MoveRow key={row.step} step={row.step} lines={row.lines} current={row.step === current} onSelect={onSelect} emptyLabel={emptyLabel} />
      ))}
    </ol>
  );
}
