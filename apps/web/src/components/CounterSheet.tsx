import { Counter, COUNTER_SIZE } from '@/board/Counter';
import type { CounterFace } from '@/board/scene';
import styles from './CounterSheet.module.css';

export interface CounterSheetItem {
  readonly key: string;
  readonly face: CounterFace;
  readonly caption: string;
  readonly flipped?: boolean;
  readonly damaged?: boolean;
}

/** A row of counters with their names, like a counter sheet: shows each kind of piece the way the board draws it. */
export function CounterSheet({ label, items }: { readonly label: string; readonly items: readonly CounterSheetItem[] }) {
  const half = COUNTER_SIZE / 2 + 3;
  return (
    <ul className={styles.sheet} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <svg className={styles.counter} viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`} aria-hidden="true">
            <Counter face={item.face} flipped={item.flipped} damaged={item.damaged} />
          </svg>
          <span className={styles.caption}>{item.caption}</span>
        </li>
      ))}
    </ul>
  );
}
