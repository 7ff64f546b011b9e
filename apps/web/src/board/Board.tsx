'use client';

import type { Point } from '@wargames/hex/layout';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { boxLayouts, type BoxLayout } from './box-layout';
import { COUNTER_SIZE, Counter } from './Counter';
import { arrowDirection, nextInDirection, readingOrder, type Placed } from './focus-order';
import { HEX_SIZE, sceneGeometry, type SceneGeometry } from './geometry';
import { MapLayer } from './MapLayer';
import { boxTarget, cellTarget, counterTarget, type Scene, type SceneCounter, type TargetId } from './scene';
import { samePrintedMap, sameShape } from './scene-shape';
import { useKept } from './use-kept';
import styles from './Board.module.css';

export interface BoardProps {
  readonly scene: Scene;
  /** What the player may pick now; none (the default) makes the board view-only. */
  readonly targets?: readonly TargetId[];
  readonly selection?: TargetId | null;
  /** Cells drawn as a path (a move being built), in order. */
  readonly path?: readonly string[];
  /** Cells and boxes drawn as related to the selection. */
  readonly highlights?: readonly TargetId[];
  /** Cells tinted as the last move (the play page), beneath everything else that is marked. */
  readonly lastMove?: readonly TargetId[];
  /** Targets that are not marked until hovered or focused (when everything may be picked, as in a map explorer). */
  readonly quietTargets?: boolean;
  readonly onPick?: (target: TargetId) => void;
  /** Escape pressed on a target. */
  readonly onCancel?: () => void;
  /** The target under the pointer or with focus (null when it leaves), to show what picking it would do. */
  readonly onActive?: (target: TargetId | null) => void;
  /** Id of an element that describes the board (instructions), for aria-describedby. */
  readonly describedBy?: string;
}

/** Counters in one place are stacked with a small step; beyond this many the step stops growing. */
const STACK_STEPS = 4;
const STACK_STEP = 3.5;
/** Counters sit a little below the centre so the printed hex name stays readable. */
const COUNTER_DROP = 5;

interface PlacedCounter {
  readonly counter: SceneCounter;
  readonly at: Point;
  readonly stackSize: number;
  readonly topOfStack: boolean;
}

function placeCounters(scene: Scene, geometry: SceneGeometry, boxLayoutsById: ReadonlyMap<string, BoxLayout>): PlacedCounter[] {
  const stacks = new Map<string, SceneCounter[]>();
  for (const counter of scene.counters) stacks.set(counter.at, [...(stacks.get(counter.at) ?? []), counter]);
  const placed: PlacedCounter[] = [];
  for (const [where, stack] of stacks) {
    const inBox = boxLayoutsById.get(where)?.counters;
    const base = inBox ?? geometry.centers.get(where);
    if (!base) continue;
    const drop = inBox ? 0 : COUNTER_DROP;
    const steps = Math.min(stack.length - 1, STACK_STEPS);
    stack.forEach((counter, i) => {
      const k = Math.min(i, STACK_STEPS) - steps / 2;
      placed.push({
        counter,
        at: { x: base.x + k * STACK_STEP, y: base.y + drop - k * STACK_STEP },
        stackSize: stack.length,
        topOfStack: i === stack.length - 1,
      });
    });
  }
  return placed;
}

/**
 * The board: a generic SVG scene (hexes, hexsides, roads, boxes, counters) that knows no rules. What may be picked
 * comes from outside (`targets`); picking calls `onPick` and changes nothing by itself. Targets are buttons with
 * accessible names; one of them is in the tab order and the arrow keys move between them by direction.
 */
export function Board({ scene, targets = [], selection = null, path = [], highlights = [], lastMove = [], quietTargets = false, onPick, onCancel, onActive, describedBy }: BoardProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  // A replay step or a new position is a new scene on the same map: keep its geometry and the printed map (hexes,
  // roads, rivers, labels: most of the drawing), so that only what stands on the map is drawn again.
  const shaped = useKept(scene, sameShape);
  const geometry = useMemo(() => sceneGeometry(shaped), [shaped]);
  const printed = useKept(scene, samePrintedMap);
  const boxLayoutsById = useMemo(() => boxLayouts(scene, geometry, COUNTER_SIZE), [scene, geometry]);
  const counters = useMemo(() => placeCounters(scene, geometry, boxLayoutsById), [scene, geometry, boxLayoutsById]);
  const elements = useRef(new Map<TargetId, SVGGElement>());
  const [active, setActive] = useState<TargetId | null>(null);

  const targetSet = useMemo(() => new Set(targets), [targets]);
  const placedTargets = useMemo(() => {
    const places: Placed<TargetId>[] = [];
    for (const id of targets) {
      const at = targetPoint(id, geometry, counters);
      if (at) places.push({ id, at });
    }
    return places;
  }, [targets, geometry, counters]);
  const order = useMemo(() => readingOrder(placedTargets, HEX_SIZE / 2), [placedTargets]);
  // One target is in the tab order: the last one focused, else the selection, else the first in reading order.
  const tabStop = active && targetSet.has(active) ? active : selection && targetSet.has(selection) ? selection : (order[0] ?? null);

  const register = (id: TargetId) => (element: SVGGElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  };
  const moveFocus = (id: TargetId | null | undefined) => {
    if (!id) return;
    setActive(id);
    elements.current.get(id)?.focus();
  };
  const onKeyDown = (id: TargetId) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = arrowDirection(event.key);
    const from = placedTargets.find((place) => place.id === id);
    if (direction && from) {
      event.preventDefault();
      moveFocus(nextInDirection(from, placedTargets, direction));
    } else if (event.key === 'Home') {
      event.preventDefault();
      moveFocus(order[0]);
    } else if (event.key === 'End') {
      event.preventDefault();
      moveFocus(order[order.length - 1]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick?.(id);
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  const targetProps = (id: TargetId, name: string) => ({
    ref: register(id),
    role: 'button',
    tabIndex: id === tabStop ? 0 : -1,
    'aria-label': name,
    'aria-pressed': id === selection,
    onClick: () => onPick?.(id),
    onKeyDown: onKeyDown(id),
    onFocus: () => {
      setActive(id);
      onActive?.(id);
    },
    onBlur: () => onActive?.(null),
    onPointerEnter: () => onActive?.(id),
    onPointerLeave: () => onActive?.(null),
    className: `${styles.target} ${id === selection ? styles.selected : ''}`,
  });

  const highlightSet = new Set(highlights);
  const { viewBox, centers, cornerPoints } = geometry;
  const translate = (p: Point) => `translate(${p.x},${p.y})`;
  const pathPoints = path.map((id) => centers.get(id)).filter((p): p is Point => Boolean(p));

  return (
    <svg
      className={`${styles.board} ${quietTargets ? styles.quiet : ''}`}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      style={{ ['--board-width' as string]: `${viewBox.width}` }}
      role="group"
      aria-label={scene.label}
      aria-describedby={describedBy}
    >
      <defs>
        <pattern id={`hatch-${uid}`} width={7} height={7} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1={0} y1={0} x2={0} y2={7} className={styles.hatchLine} />
        </pattern>
        <marker id={`arrow-${uid}`} viewBox="0 0 10 10" refX={6} refY={5} markerWidth={5} markerHeight={5} orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 Z" className={styles.arrowHead} />
        </marker>
      </defs>

      <g aria-hidden="true">
        <MapLayer cells={printed.cells} routes={printed.routes} hexsides={printed.hexsides} orientation={printed.orientation} geometry={geometry} hatchId={`hatch-${uid}`} />
        {scene.boxes.map((box) => {
          const rect = geometry.boxes.get(box.id);
          const layout = boxLayoutsById.get(box.id);
          if (!rect || !layout) return null;
          return (
            <g key={box.id}>
              <rect className={styles.box} x={rect.x} y={rect.y} width={rect.width} height={rect.height} rx={4} />
              <text className={styles.boxLabel} x={layout.label.x} y={layout.label.y} textAnchor="middle">
                {box.label}
              </text>
              {box.detail ? (
                <text className={styles.boxDetail} x={layout.detail.x} y={layout.detail.y} textAnchor="middle">
                  {box.detail}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>

      <g aria-hidden="true">
        {lastMove.map((id) => (
          <g key={`last-${id}`} data-last-move={id}>
            <Outline id={id} geometry={geometry} className={styles.lastMove} />
          </g>
        ))}
        {[...highlightSet].map((id) => (
          <Outline key={id} id={id} geometry={geometry} className={styles.related} />
        ))}
        {pathPoints.length > 1 ? (
          <polyline className={styles.path} points={pathPoints.map((p) => `${p.x},${p.y}`).join(' ')} markerEnd={`url(#arrow-${uid})`} />
        ) : null}
        {pathPoints.map((p, i) => (
          <circle key={i} className={styles.pathStep} cx={p.x} cy={p.y} r={4} />
        ))}
      </g>

      <g>
        {scene.cells
          .filter((cell) => targetSet.has(cellTarget(cell.id)))
          .map((cell) => {
            const id = cellTarget(cell.id);
            return (
              <g key={id} transform={translate(centers.get(cell.id) as Point)} {...targetProps(id, cell.name)}>
                <polygon className={styles.hit} points={cornerPoints} />
                <polygon className={styles.ring} points={cornerPoints} />
              </g>
            );
          })}
        {scene.boxes
          .filter((box) => targetSet.has(boxTarget(box.id)) && geometry.boxes.has(box.id))
          .map((box) => {
            const id = boxTarget(box.id);
            const rect = geometry.boxes.get(box.id) as NonNullable<ReturnType<typeof geometry.boxes.get>>;
            return (
              <g key={id} {...targetProps(id, box.name)}>
                <rect className={styles.hit} x={rect.x} y={rect.y} width={rect.width} height={rect.height} rx={4} />
                <rect className={styles.ring} x={rect.x} y={rect.y} width={rect.width} height={rect.height} rx={4} />
              </g>
            );
          })}
      </g>

      <g>
        {counters.map(({ counter, at, stackSize, topOfStack }) => {
          const id = counterTarget(counter.key);
          const body: ReactNode = (
            <>
              <Counter face={counter.face} flipped={counter.flipped} damaged={counter.damaged} />
              {topOfStack && stackSize > 1 ? <StackBadge size={stackSize} /> : null}
            </>
          );
          if (targetSet.has(id)) {
            return (
              // The drawn counter stays outside the button: its printed values are said by the button's name, and
              // text inside a button that its name does not repeat word for word trips label-content-name-mismatch.
              <g key={counter.key} transform={translate(at)}>
                <g aria-hidden="true">{body}</g>
                <g {...targetProps(id, counter.name)}>
                  <rect className={styles.counterHit} x={-COUNTER_SIZE / 2} y={-COUNTER_SIZE / 2} width={COUNTER_SIZE} height={COUNTER_SIZE} rx={3} />
                  <rect className={styles.ring} x={-COUNTER_SIZE / 2 - 3} y={-COUNTER_SIZE / 2 - 3} width={COUNTER_SIZE + 6} height={COUNTER_SIZE + 6} rx={5} />
                </g>
              </g>
            );
          }
          return (
            <g key={counter.key} transform={translate(at)} className={styles.passive} role="img" aria-label={counter.name}>
              {body}
            </g>
          );
        })}
      </g>
    </svg>
  );
}

function targetPoint(id: TargetId, geometry: SceneGeometry, counters: readonly PlacedCounter[]): Point | undefined {
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon);
  const key = id.slice(colon + 1);
  if (kind === 'counter') return counters.find((placed) => placed.counter.key === key)?.at;
  return geometry.centers.get(key);
}

function Outline({ id, geometry, className }: { readonly id: TargetId; readonly geometry: SceneGeometry; readonly className: string | undefined }) {
  const key = id.slice(id.indexOf(':') + 1);
  if (id.startsWith('box:')) {
    const rect = geometry.boxes.get(key);
    return rect ? <rect className={className} x={rect.x} y={rect.y} width={rect.width} height={rect.height} rx={4} /> : null;
  }
  const center = geometry.centers.get(key);
  return center && id.startsWith('cell:') ? <polygon className={className} transform={`translate(${center.x},${center.y})`} points={geometry.cornerPoints} /> : null;
}

function StackBadge({ size }: { readonly size: number }) {
  return (
    <g className={styles.stackBadge} transform={`translate(${COUNTER_SIZE / 2},${-COUNTER_SIZE / 2})`} aria-hidden="true">
      <circle r={7.5} />
      <text textAnchor="middle" y={3.3}>
        {size}
      </text>
    </g>
  );
}
