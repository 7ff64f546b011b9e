'use client';

import { useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { NarrationViewer } from './narration';
import { NarrationLine } from './NarrationLine';
import { ToldRows, type MoveListStep, type ToldRow } from './told-rows';
import { useNarrator, type NarratedEvent } from './useNarrator';
import styles from './EventLog.module.css';

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
    <div role="listitem" className={current ? `${styles.item} ${styles.current}` : styles.item} data-step={step}>
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
    </div>
  );
});

/**
 * Rows are drawn in groups: a step re-renders the one or two groups that hold the old and the new current row, and the
 * browser skips the style, layout and paint of every group out of view (content-visibility on the group).
 */
const ROWS_PER_GROUP = 50;

interface GroupProps {
  readonly rows: readonly ToldRow[];
  /** The current step when it is in this group, else null (so the other groups' props stay the same). */
  readonly current: number | null;
  readonly onSelect: (step: number) => void;
  readonly emptyLabel: string | undefined;
}

const MoveGroup = memo(function MoveGroup({ rows, current, onSelect, emptyLabel }: GroupProps) {
  // A plain element between the list and its items: no role, so the rows are still the list's items.
  return (
    <div className={styles.moveGroup}>
      {rows.map((row) => (
        <MoveRow key={row.step} step={row.step} lines={row.lines} current={row.step === current} onSelect={onSelect} emptyLabel={emptyLabel} />
      ))}
    </div>
  );
});

/**
 * The moves of a replay in words, one row per step, each with a button that jumps to it. The step buttons are named by
 * their number; the words beside them are plain text with rule links, so each rule stays its own link.
 */
export function MoveList({ gameType, viewer, steps, current, onSelect, labelledBy, emptyLabel }: MoveListProps) {
  const tellEvent = useNarrator(gameType, viewer);
  // Rows already told keep their objects: a batch of arriving frames tells and renders only its own rows.
  const told = useMemo(() => new ToldRows(tellEvent, ROWS_PER_GROUP), [tellEvent]);
  const groups = useMemo(() => told.grouped(steps), [told, steps]);
  const listRef = useRef<HTMLDivElement>(null);
  // The step the list last followed, and whether the reader has moved the list away from its row since: then rows
  // arriving later (a long game's list is rendered in the background) leave the list where the reader put it.
  const followed = useRef<{ step: number; readerMovedAway: boolean } | null>(null);
  useEffect(() => {
    if (followed.current?.step !== current) followed.current = { step: current, readerMovedAway: false };
    const follow = followed.current;
    if (follow.readerMovedAway) return;
    // Scroll the list itself (not the page) so the current row is in view; only when it is out of view.
    const list = listRef.current;
    const row = list?.querySelector<HTMLElement>(`[data-step="${current}"]`);
    if (!list || !row) return;
    // Where the follow last put the list, and its groups' heights then; null until it first looked.
    let placed = list.scrollTop;
    let heightsWhenPlaced: number[] | null = null;
    const groupHeights = () => Array.from(list.children, (group) => group.getBoundingClientRect().height);
    /** The row's top in the list's scrolled content, its height, and whether all of it is in the list's view. */
    const rowPlace = () => {
      // From the boxes, not offsetTop: a row's offsetParent may be its group (contained), not the list.
      const rowBox = row.getBoundingClientRect();
      const top = rowBox.top - list.getBoundingClientRect().top - list.clientTop + list.scrollTop;
      const inView = top >= list.scrollTop && top + rowBox.height <= list.scrollTop + list.clientHeight;
      return { top, height: rowBox.height, inView };
    };
    /** Scrolls the row into view if it is not, and remembers where the list then is. */
    const reveal = () => {
      const { top, height, inView } = rowPlace();
      if (!inView) {
        // A third of the way down, or lower if the row is tall (a result), so that its bottom is in view too.
        const above = Math.max(0, Math.min(list.clientHeight / 3, list.clientHeight - height));
        list.scrollTop = Math.max(0, top - above);
      }
      placed = list.scrollTop;
      heightsWhenPlaced = groupHeights();
    };
    // Measured in the next frame, where the browser lays the page out anyway: reading a box right after the commit
    // forced a layout of the whole step in the key's task (profiled: the costliest function of a step). Groups of rows
    // out of view are laid out at an estimated height until drawn, and drawing them (after the scroll, in frames of
    // their own) moves the row again: each time a group takes its real height, look again.
    let frame = 0;
    const revealNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(reveal);
    };
    revealNextFrame();
    // (Every browser the app supports has ResizeObserver; the unit tests' DOM does not.)
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(revealNextFrame);
    for (const group of Array.from(list.children)) resized?.observe(group);
    // Followed until the next step or until the reader scrolls the list, even as more rows arrive (on a busy machine
    // a group may be drawn seconds after the jump): by wheel, touch or pointer, or by anything that moves the list
    // away from the row without an event of its own: find in page, keys, focus moving to another row, a screen
    // reader. Drawing the groups the reader scrolled to would otherwise pull the list back to the row under their
    // eyes (and pointer).
    const stopLooking = () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
    };
    const stopFollowing = () => {
      follow.readerMovedAway = true;
      stopLooking();
    };
    const scrolled = () => {
      if (follow.readerMovedAway || heightsWhenPlaced === null) return;
      const moved = Math.abs(list.scrollTop - placed);
      if (moved <= 1) return;
      // The browser moves the list itself when groups take their real heights (scroll anchoring, clamping at the
      // end), by no more than their heights changed since the row was placed: such a move is layout's, not the
      // reader's, and the next look places the row again.
      const before = heightsWhenPlaced;
      const changed = groupHeights().reduce((sum, height, i) => sum + Math.abs(height - (before[i] ?? height)), 0);
      if (moved <= changed + 1) return;
      placed = list.scrollTop;
      if (!rowPlace().inView) stopFollowing();
    };
    const reader = ['wheel', 'touchstart', 'pointerdown'] as const;
    for (const type of reader) list.addEventListener(type, stopFollowing, { passive: true });
    list.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      stopLooking();
      for (const type of reader) list.removeEventListener(type, stopFollowing);
      list.removeEventListener('scroll', scrolled);
    };
    // Also when the rows arrive: a link to a step opens before the list (rendered in the background) holds its row.
  }, [current, groups]);
  return (
    // ARIA roles rather than <ol>/<li>: an <ol> may hold only <li>, and the groups need an element of their own.
    <div ref={listRef} role="list" className={styles.moveList} aria-labelledby={labelledBy}>
      {groups.map((rows) => {
        const first = rows[0]?.step ?? 0;
        const last = rows[rows.length - 1]?.step ?? -1;
        return <MoveGroup key={first} rows={rows} current={current >= first && current <= last ? current : null} onSelect={onSelect} emptyLabel={emptyLabel} />;
      })}
    </div>
  );
}
