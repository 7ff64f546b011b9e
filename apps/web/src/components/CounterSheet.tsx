import { Counter, COUNTER_SIZE } from '@/board/Counter';
import type { CounterFace } from '@/board/scene';
import styles from './CounterSheet.module.css';

export interface CounterSheetItem {
  readonly key: string;
  readonly face: CounterFace;
  readonly caption: string;
  readonly flipped?: boolean;
  readonly damaged?: boolean;
  /** The piece's full name, shown on hover when the caption is short (a unit's id only). */
  readonly title?: string;
}

interface Props {
  readonly label: string;
  readonly items: readonly CounterSheetItem[];
  /** Small counters in a tight row, without the sheet's background (a side panel's pile of pieces). */
  readonly compact?: boolean;
}

/** A row of counters with their names, like a counter sheet: shows each kind of piece the way the board draws it. */
export function CounterSheet({ label, items, compact = false }: Props) {
  const half = COUNTER_SIZE / 2 + 3;
  return (
    <ul className={compact ? styles.compact : styles.sheet} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item} title={item.title}>
          <svg className={styles.counter} viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`} aria-hidden="true">
            <Counter face={item.face} flipped={item.flipped} damaged={item.damaged} />
          </svg>
          <span className={styles.caption}>{item.caption}</span>
        </li>
      ))}
    </ul>
  );
}
