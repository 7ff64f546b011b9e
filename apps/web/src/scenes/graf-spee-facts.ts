import { boxTarget, cellTarget, type TargetId } from '@/board/scene';
import type { GrafSpeeBoard } from '@/board-data/graf-spee';
import { boxLabel, type GrafSpeeSceneText } from './graf-spee-scene';
import type { MapFact, MapFacts, MapTargetInfo } from './map-facts';

/** The map explorer's facts for every Graf Spee hex and box, from the board data (GS-2, GS-3.1, GS-7.2, GS-8.4). */
export function grafSpeeFacts(board: GrafSpeeBoard, t: GrafSpeeSceneText): MapFacts {
  const facts: Record<TargetId, MapTargetInfo> = {};
  const labels = new Map(board.boxes.map((box) => [box.id, boxLabel(t, box)]));
  for (const h of board.hexes) {
    const list: MapFact[] = [{ kind: 'sea' }];
    if (h.transportIcon) list.push({ kind: 'transport' });
    if (h.noRaid) list.push({ kind: 'no-raid' });
    if (board.speeStartHexes.includes(h.id)) list.push({ kind: 'spee-start' });
    if (board.scuttleHex === h.id) list.push({ kind: 'scuttle' });
    for (const box of h.boxes) list.push({ kind: 'borders-box', box: labels.get(box) ?? box });
    facts[cellTarget(h.id)] = {
      title: h.label,
      facts: list,
      neighbours: h.neighbours,
      related: [...h.neighbours.map(cellTarget), ...h.boxes.map(boxTarget)],
    };
  }
  for (const land of board.land) facts[cellTarget(land.id)] = { title: land.label, facts: [{ kind: 'land' }], neighbours: [], related: [] };
  for (const box of board.boxes) {
    facts[boxTarget(box.id)] = {
      title: labels.get(box.id) ?? box.label,
      facts: [{ kind: 'box-entry', hexes: box.borders.join(', ') }],
      neighbours: box.borders,
      related: box.borders.map(cellTarget),
    };
  }
  return facts;
}
