import type { Point } from '@wargames/hex/layout';
import { HEX_SIZE } from './geometry';
import type { SceneCell, SceneOrientation } from './scene';
import styles from './Board.module.css';

interface Props {
  readonly cell: SceneCell;
  readonly center: Point;
  readonly cornerPoints: string;
  readonly orientation: SceneOrientation;
  readonly hatchId: string;
}

/** One printed hex: terrain, and the symbols printed on it (transport icon, no-raid hatching, turn box, exit arrow). */
export function HexCell({ cell, center, cornerPoints, orientation, hatchId }: Props) {
  const marks = new Set(cell.marks ?? []);
  return (
    <g transform={`translate(${center.x},${center.y})`}>
      <polygon className={`${styles.hex} ${styles[`terrain-${cell.terrain}`]}`} points={cornerPoints} />
      {marks.has('no-raid') ? <polygon className={styles.noRaid} points={cornerPoints} fill={`url(#${hatchId})`} /> : null}
      {cell.terrain === 'town' ? <TownBlocks /> : null}
      {cell.turn !== undefined ? (
        <text className={styles.turnNumber} y={9} textAnchor="middle">
          {cell.turn}
        </text>
      ) : null}
      {marks.has('transport') ? <TransportIcon y={HEX_SIZE * 0.42} /> : null}
      {marks.has('exit-west') ? (
        <path className={styles.exitArrow} d={`M${-HEX_SIZE * (orientation === 'flat' ? 0.62 : 0.6)},0 l8,-6 M${-HEX_SIZE * (orientation === 'flat' ? 0.62 : 0.6)},0 l8,6`} />
      ) : null}
    </g>
  );
}

/** The printed transport icon (GS-2): a small merchant ship. */
function TransportIcon({ y }: { readonly y: number }) {
  return (
    <g className={styles.transport} transform={`translate(0,${y}) scale(1.25)`}>
      <path d="M-11,-1 H11 L8,4 H-8 Z" />
      <path d="M-6,-1 V-5 H-1 V-1 M2,-1 V-7 H5 V-1" />
    </g>
  );
}

/** A few blocks standing for a built-up town. */
function TownBlocks() {
  return (
    <g className={styles.town}>
      <rect x={-15} y={-12} width={9} height={7} />
      <rect x={-4} y={-14} width={8} height={9} />
      <rect x={6} y={-11} width={9} height={6} />
      <rect x={-11} y={-3} width={7} height={6} />
      <rect x={4} y={-3} width={8} height={6} />
    </g>
  );
}
