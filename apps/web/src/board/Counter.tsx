import type { CounterFace, UnitSymbol } from './scene';
import styles from './Counter.module.css';

/** Side of a square counter in SVG units (a hex is 40 from centre to corner). */
export const COUNTER_SIZE = 44;

interface Props {
  readonly face: CounterFace;
  readonly flipped?: boolean;
  readonly damaged?: boolean;
  readonly size?: number;
}

/**
 * One counter drawn around (0, 0). A face-down counter is drawn from its tone alone, so every face-down piece has the
 * same markup whatever it is (web.md habit 10).
 */
export function Counter({ face, flipped = false, damaged = false, size = COUNTER_SIZE }: Props) {
  const h = size / 2;
  const toneClass = styles[`tone-${face.tone}`];
  if (face.kind === 'hidden') {
    return (
      <g className={`${styles.counter} ${toneClass}`}>
        <rect className={styles.body} x={-h} y={-h} width={size} height={size} rx={3} />
        <rect className={styles.inset} x={-h + 3} y={-h + 3} width={size - 6} height={size - 6} rx={2} />
        <g className={styles.emblem}>
          <circle cx={0} cy={-9} r={3} />
          <path d="M0,-6 V11 M-7,-1 H7 M-11,3 C-9,10 -4,12 0,12 C4,12 9,10 11,3" />
        </g>
      </g>
    );
  }
  if (face.kind === 'marker') {
    const lines = face.text.split('\n');
    return (
      <g className={`${styles.counter} ${styles.marker} ${toneClass} ${face.ghost ? styles.ghost : ''}`}>
        <rect className={styles.body} x={-h + 4} y={-h + 4} width={size - 8} height={size - 8} rx={size / 4} />
        <text className={styles.markerText} x={0} y={(1 - lines.length) * 5 + 3.5} textAnchor="middle">
          {lines.map((line, i) => (
            <tspan key={i} x={0} dy={i === 0 ? 0 : 10}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    );
  }
  return (
    <g className={`${styles.counter} ${toneClass} ${flipped ? styles.flipped : ''}`}>
      <rect className={styles.body} x={-h} y={-h} width={size} height={size} rx={3} />
      {flipped ? <path className={styles.band} d={`M${-h},${h - 12} L${h - 12},${-h} L${h},${-h} L${h},${-h + 12} L${-h + 12},${h} L${-h},${h} Z`} /> : null}
      <text className={styles.title} x={0} y={-h + 10.5} textAnchor="middle">
        {face.title}
      </text>
      <UnitSymbolMark symbol={face.symbol} />
      <text className={styles.value} x={-h + 5} y={h - 4.5} textAnchor="start">
        {face.left}
      </text>
      <text className={styles.value} x={h - 5} y={h - 4.5} textAnchor="end">
        {face.right}
      </text>
      {damaged ? <path className={styles.damage} d={`M${h - 13},${-h} L${h},${-h} L${h},${-h + 13} Z`} /> : null}
    </g>
  );
}

/** The type symbol in the middle of a unit counter (NATO-style frame for land units, a silhouette for ships). */
function UnitSymbolMark({ symbol }: { readonly symbol: UnitSymbol }) {
  switch (symbol) {
    case 'armour':
      return (
        <g className={styles.symbol}>
          <rect x={-10} y={-6} width={20} height={12} />
          <rect x={-6.5} y={-3} width={13} height={6} rx={3} />
        </g>
      );
    case 'infantry':
      return (
        <g className={styles.symbol}>
          <rect x={-10} y={-6} width={20} height={12} />
          <path d="M-10,-6 L10,6 M-10,6 L10,-6" />
        </g>
      );
    case 'gun':
      return (
        <g className={styles.symbol}>
          <rect x={-10} y={-6} width={20} height={12} />
          <circle cx={0} cy={2} r={2.2} />
          <path d="M0,2 L8,-4" />
        </g>
      );
    case 'ship':
      return (
        <g className={styles.symbol}>
          <path d="M-13,1 H13 L9,6 H-9 Z M-4,1 V-3 H4 V1 M0,-3 V-7" />
        </g>
      );
    case 'carrier':
      return (
        <g className={styles.symbol}>
          <path d="M-14,0 H14 L11,5 H-11 Z M6,0 V-5 H9 V0" />
        </g>
      );
    case 'none':
      return null;
  }
}
