import { cellTarget, type TargetId } from '@/board/scene';
import type { ArrasBoard } from '@/board-data/arras';
import type { MapFact, MapFacts, MapTargetInfo } from './map-facts';

/** The map explorer's facts for every Arras hex, from the board data (AR-2, AR-3.1, AR-4.1). */
export function arrasFacts(board: ArrasBoard): MapFacts {
  const facts: Record<TargetId, MapTargetInfo> = {};
  for (const h of board.hexes) {
    const list: MapFact[] = [];
    const village = board.villages.find((v) => v.hex === h.id)?.name;
    if (h.arras) list.push({ kind: 'town', name: village ?? 'Arras' });
    else {
      list.push({ kind: 'clear' });
      if (village) list.push({ kind: 'village', name: village });
    }
    for (const road of board.roads) if (road.hexes.includes(h.id)) list.push({ kind: 'road', name: road.name });
    for (const river of board.rivers) {
      const across = river.hexsides.flatMap(([a, b]) => (a === h.id ? [b] : b === h.id ? [a] : [])).sort();
      if (across.length > 0) list.push({ kind: 'river', name: river.name, across: across.join(', ') });
    }
    if (h.turnBox !== undefined) list.push({ kind: 'turn-box', turn: h.turnBox });
    if (h.westEdge) list.push({ kind: 'west-edge' });
    for (const counter of board.counters) if (counter.setup === h.id) list.push({ kind: 'setup', unit: counter.id });
    const neighbours = board.neighbours[h.id] ?? [];
    facts[cellTarget(h.id)] = { title: h.id, facts: list, neighbours, related: neighbours.map(cellTarget) };
  }
  return facts;
}
