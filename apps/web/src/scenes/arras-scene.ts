import type { CounterFace, CounterTone, Scene, SceneCell, SceneCounter, SceneHexside } from '@/board/scene';
import type { ArrasBoard, ArrasCounterSpec } from '@/board-data/arras';
import type { Translator } from '@/i18n/translator';

/** Where the units are (from a view later; from the setup hexes for the rules page). */
export interface ArrasPlacement {
  readonly units?: readonly { readonly id: string; readonly hex: string; readonly disrupted?: boolean }[];
  /** The turn the turn marker shows, drawn on its turn-track box. */
  readonly turn?: number;
}

export type ArrasSceneText = Translator<'ArrasScene'>;

const TONES: Record<ArrasCounterSpec['nation'], CounterTone> = { british: 'british', french: 'french', wehrmacht: 'wehrmacht', ss: 'ss' };

/** A unit's face: its name, a type symbol, strength on the left and movement on the right (AR-2.1). */
export function unitFace(spec: ArrasCounterSpec): CounterFace {
  return { kind: 'unit', tone: TONES[spec.nation], symbol: spec.type === 'tank' ? 'armour' : 'infantry', title: spec.id, left: String(spec.strength), right: String(spec.movement) };
}

export function unitName(t: ArrasSceneText, spec: ArrasCounterSpec, disrupted = false): string {
  return t('unit', { id: spec.id, nation: spec.nation, type: spec.type, strength: spec.strength, movement: spec.movement, disrupted: disrupted ? 'yes' : 'no' });
}

export function turnMarkerFace(t: ArrasSceneText): CounterFace {
  return { kind: 'marker', tone: 'neutral', text: t('turnShort') };
}

export function gun88Face(board: ArrasBoard): CounterFace {
  return { kind: 'unit', tone: 'wehrmacht', symbol: 'gun', title: board.gun88.id, left: String(board.gun88.strength), right: '–' };
}

/** The units standing on their setup hexes (AR-3.1); optional units (AR-2.2) only when their option is on. */
export function setupPlacement(board: ArrasBoard, options: readonly string[] = []): ArrasPlacement {
  return {
    units: board.counters.filter((c) => c.option === undefined || options.includes(c.option)).map((c) => ({ id: c.id, hex: c.setup })),
    turn: board.turnTrack[0]?.turn,
  };
}

/** The Arras map (AR-2) with its units as a Board scene. */
export function arrasScene(board: ArrasBoard, placement: ArrasPlacement, t: ArrasSceneText): Scene {
  const specs = new Map(board.counters.map((c) => [c.id, c]));
  const counters: SceneCounter[] = [];
  const turnBox = board.turnTrack.find((box) => box.turn === placement.turn);
  if (turnBox && placement.turn !== undefined) {
    counters.push({ key: 'turn-marker', at: turnBox.hex, face: turnMarkerFace(t), name: t('turnMarker', { turn: placement.turn }) });
  }
  for (const unit of placement.units ?? []) {
    const spec = specs.get(unit.id);
    if (!spec) continue;
    // The hex in the name too: a listener moving from counter to counter hears where each unit stands.
    counters.push({ key: unit.id, at: unit.hex, face: unitFace(spec), name: t('located', { unit: unitName(t, spec, unit.disrupted), hex: unit.hex }), flipped: unit.disrupted });
  }
  const unitsAt = (hex: string) => counters.filter((c) => c.at === hex && c.key !== 'turn-marker').map((c) => c.key);

  const cells = board.hexes.map((h): SceneCell => {
    const place = h.arras ? (board.villages.find((v) => v.hex === h.id)?.name ?? t('town')) : h.village;
    const units = unitsAt(h.id);
    return {
      id: h.id,
      hex: h.cube,
      terrain: h.arras ? 'town' : 'clear',
      label: h.id,
      place,
      turn: h.turnBox,
      marks: h.westEdge ? ['exit-west'] : [],
      name: t('cell', { label: h.id, place: place ?? '', hasPlace: place ? 'yes' : 'no', units: units.join(', '), hasUnits: units.length > 0 ? 'yes' : 'no' }),
    };
  });
  const hexsides: SceneHexside[] = board.rivers.flatMap((river) =>
    river.hexsides.map(([a, b]): SceneHexside => ({ id: `${river.name}:${a}-${b}`, kind: 'river', between: [a, b] })),
  );
  const routes = board.roads.map((road) => ({ id: road.name, kind: 'road' as const, cells: road.hexes }));
  return { label: t('label'), orientation: 'flat', cells, hexsides, routes, boxes: [], counters };
}
