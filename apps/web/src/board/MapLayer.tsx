import type { Point } from '@wargames/hex/layout';
import { memo } from 'react';
import { HEX_SIZE, type SceneGeometry } from './geometry';
import { HexCell } from './HexCell';
import type { Scene } from './scene';
import styles from './Board.module.css';

interface Props {
  readonly cells: Scene['cells'];
  readonly routes: Scene['routes'];
  readonly hexsides: Scene['hexsides'];
  readonly orientation: Scene['orientation'];
  readonly geometry: SceneGeometry;
  readonly hatchId: string;
}

/**
 * The printed map under the pieces: the sheet, hexes, roads, rivers and hex labels. It is most of the board's
 * elements and never changes during a game, so it is drawn again only when the map itself does (the Board keeps the
 * same cells while only what stands on them changes).
 */
export const MapLayer = memo(function MapLayer({ cells, routes, hexsides, orientation, geometry, hatchId }: Props) {
  const { viewBox, centers, cornerPoints } = geometry;
  return (
    <>
      <rect className={styles.sheet} x={viewBox.x} y={viewBox.y} width={viewBox.width} height={viewBox.height} />
      {cells.map((cell) => (
        <HexCell key={cell.id} cell={cell} center={centers.get(cell.id) as Point} cornerPoints={cornerPoints} orientation={orientation} hatchId={hatchId} />
      ))}
      {routes.map((route) => (
        <polyline
          key={route.id}
          className={styles.road}
          points={route.cells
            .map((id) => centers.get(id))
            .filter((p): p is Point => Boolean(p))
            .map((p) => `${p.x},${p.y}`)
            .join(' ')}
        />
      ))}
      {hexsides.map((side) => {
        const line = geometry.hexsides.get(side.id);
        return line ? <line key={side.id} className={styles.river} x1={line[0].x} y1={line[0].y} x2={line[1].x} y2={line[1].y} /> : null;
      })}
      {cells.map((cell) => (
        <CellLabels key={cell.id} label={cell.label} place={cell.place} center={centers.get(cell.id) as Point} orientation={orientation} />
      ))}
    </>
  );
});

function CellLabels({ label, place, center, orientation }: { readonly label: string; readonly place?: string; readonly center: Point; readonly orientation: Scene['orientation'] }) {
  const top = orientation === 'pointy' ? -HEX_SIZE * 0.66 : -HEX_SIZE * 0.62;
  // Long place names break after a hyphen so they stay inside their hex.
  const lines = place && place.length > 10 && place.includes('-') ? [place.slice(0, place.indexOf('-') + 1), place.slice(place.indexOf('-') + 1)] : place ? [place] : [];
  return (
    <g transform={`translate(${center.x},${center.y})`}>
      <text className={styles.hexLabel} y={top} textAnchor="middle" dominantBaseline="middle">
        {label}
      </text>
      {lines.map((line, i) => (
        <text key={i} className={styles.place} y={HEX_SIZE * 0.6 - (lines.length - 1 - i) * 8} textAnchor="middle">
          {line}
        </text>
      ))}
    </g>
  );
}
