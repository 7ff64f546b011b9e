import { rOffsetToCube } from '@wargames/hex/offset-coord';
import type { BoxSide, CounterFace, Scene, SceneBox, SceneCell, SceneCounter } from '@/board/scene';
import type { GrafSpeeBoard, GrafSpeePieceSpec } from '@/board-data/graf-spee';
import type { Translator } from '@/i18n/translator';

/** Where the pieces are, as far as the viewer knows: filled from a player's view (later), empty for the bare map. */
export interface GrafSpeePlacement {
  /** Where the Spee is: her hex, or the box she left the map into (GS-4.5). */
  readonly spee?: { readonly at: string; readonly damaged?: boolean } | null;
  /** Where the Spee was last seen, when the viewer does not know where it is now. */
  readonly lastKnownSpee?: { readonly hex: string } | null;
  readonly supplyShips?: readonly { readonly key: string; readonly hex: string; readonly used?: boolean }[];
  /** British pieces on the map; `kind` only when the viewer may see it (revealed), else face down. */
  readonly british?: readonly { readonly key: string; readonly hex: string; readonly kind?: string; readonly damaged?: boolean }[];
  /** How many pieces each box holds, when known. */
  readonly boxCounts?: Readonly<Record<string, number>>;
}

export type GrafSpeeSceneText = Translator<'GrafSpeeScene'>;

const KNOWN_BOXES = ['atlantic', 'indian'] as const;
const KNOWN_KINDS = ['BB', 'CV', 'CA', 'dummy'] as const;

/** Which side of the map a box is drawn on: beside the edge its border hexes lie on. */
function boxSide(board: GrafSpeeBoard, borders: readonly string[]): BoxSide {
  const hexes = board.hexes.filter((h) => borders.includes(h.id));
  if (hexes.every((h) => h.row === 0)) return 'north';
  if (hexes.every((h) => h.col === board.grid.cols - 1)) return 'east';
  if (hexes.every((h) => h.col === 0)) return 'west';
  return 'south';
}

export function boxLabel(t: GrafSpeeSceneText, box: { readonly id: string; readonly label: string }): string {
  return (KNOWN_BOXES as readonly string[]).includes(box.id) ? t(`boxes.${box.id as (typeof KNOWN_BOXES)[number]}`) : box.label;
}

export function pieceTitle(t: GrafSpeeSceneText, piece: Pick<GrafSpeePieceSpec, 'kind' | 'label'>): string {
  return (KNOWN_KINDS as readonly string[]).includes(piece.kind) ? t(`kinds.${piece.kind as (typeof KNOWN_KINDS)[number]}.short`) : piece.label;
}

export function pieceName(t: GrafSpeeSceneText, piece: Pick<GrafSpeePieceSpec, 'kind' | 'label'>): string {
  return (KNOWN_KINDS as readonly string[]).includes(piece.kind) ? t(`kinds.${piece.kind as (typeof KNOWN_KINDS)[number]}.name`) : piece.label;
}

export function pieceCaption(t: GrafSpeeSceneText, piece: Pick<GrafSpeePieceSpec, 'kind' | 'label'>): string {
  return (KNOWN_KINDS as readonly string[]).includes(piece.kind) ? t(`kinds.${piece.kind as (typeof KNOWN_KINDS)[number]}.caption`) : piece.label;
}

/** The Spee's counter face: strength and moves (GS-1, GS-4.4: fewer moves when damaged). */
export function speeFace(board: GrafSpeeBoard, t: GrafSpeeSceneText, damaged = false): CounterFace {
  return { kind: 'unit', tone: 'kriegsmarine', symbol: 'ship', title: t('speeShort'), left: String(board.spee.strength), right: String(damaged ? board.spee.damagedMoves : board.spee.moves) };
}

/** A revealed British piece's face; a dummy shows no values. */
export function britishFace(spec: GrafSpeePieceSpec | undefined, kind: string, t: GrafSpeeSceneText): CounterFace {
  const title = pieceTitle(t, { kind, label: spec?.label ?? kind });
  if (!spec || kind === 'dummy') return { kind: 'unit', tone: 'royal-navy', symbol: 'none', title, left: '–', right: '–' };
  return { kind: 'unit', tone: 'royal-navy', symbol: kind === 'CV' ? 'carrier' : 'ship', title, left: String(spec.strength), right: String(spec.moves) };
}

/** Every face-down British piece gets this face and this name, whatever it is. */
export const HIDDEN_BRITISH_FACE: CounterFace = { kind: 'hidden', tone: 'royal-navy' };

export function supplyFace(t: GrafSpeeSceneText, used = false): CounterFace {
  return { kind: 'marker', tone: 'merchant', text: t('supplyShort'), ghost: used };
}

export function lastKnownFace(t: GrafSpeeSceneText): CounterFace {
  return { kind: 'marker', tone: 'kriegsmarine', text: t('lastKnownShort'), ghost: true };
}

/**
 * Each counter's name says where it stands, a hex or a box: a listener moving through the map's counters hears three
 * "British cruiser"s apart. Only what the board shows: the hex of a face-down piece is no secret.
 */
function located(board: GrafSpeeBoard, boxes: readonly SceneBox[], counters: readonly SceneCounter[], t: GrafSpeeSceneText): SceneCounter[] {
  const hexLabels = new Map(board.hexes.map((h) => [h.id, h.label]));
  // The boxes' labels as the scene already translated them.
  const boxLabels = new Map(boxes.map((box) => [box.id, box.label]));
  return counters.map((counter) => {
    const box = boxLabels.get(counter.at);
    const place = box ?? hexLabels.get(counter.at) ?? counter.at;
    return { ...counter, name: t('located', { name: counter.name, place, inBox: box === undefined ? 'no' : 'yes' }) };
  });
}

/** The Graf Spee map (GS-2) with the pieces the viewer knows of, as a Board scene. */
export function grafSpeeScene(board: GrafSpeeBoard, placement: GrafSpeePlacement, t: GrafSpeeSceneText): Scene {
  const counters: SceneCounter[] = [];
  const specs = new Map(board.pieces.map((piece) => [piece.kind, piece]));
  if (placement.lastKnownSpee) counters.push({ key: 'last-known-spee', at: placement.lastKnownSpee.hex, face: lastKnownFace(t), name: t('lastKnown') });
  for (const ship of placement.supplyShips ?? []) {
    counters.push({ key: `supply-${ship.key}`, at: ship.hex, face: supplyFace(t, ship.used), name: t('supply', { used: ship.used ? 'yes' : 'no' }) });
  }
  for (const piece of placement.british ?? []) {
    counters.push(
      piece.kind === undefined
        ? { key: `british-${piece.key}`, at: piece.hex, face: HIDDEN_BRITISH_FACE, name: t('britishHidden') }
        : {
            key: `british-${piece.key}`,
            at: piece.hex,
            face: britishFace(specs.get(piece.kind), piece.kind, t),
            name: t('britishRevealed', { piece: pieceName(t, { kind: piece.kind, label: specs.get(piece.kind)?.label ?? piece.kind }), damaged: piece.damaged ? 'yes' : 'no' }),
            damaged: piece.damaged,
          },
    );
  }
  if (placement.spee) {
    counters.push({ key: 'spee', at: placement.spee.at, face: speeFace(board, t, placement.spee.damaged), name: t('spee', { damaged: placement.spee.damaged ? 'yes' : 'no' }), damaged: placement.spee.damaged });
  }
  // The last known position is a memory of where the Spee was, not a piece in the hex: its counter names it apart.
  const piecesAt = (hex: string) => counters.filter((counter) => counter.at === hex && counter.key !== 'last-known-spee').length;

  const cells: SceneCell[] = [
    ...board.hexes.map(
      (h): SceneCell => ({
        id: h.id,
        hex: { q: h.q, r: h.r, s: h.s },
        terrain: 'sea',
        label: h.label,
        marks: [...(h.transportIcon ? (['transport'] as const) : []), ...(h.noRaid ? (['no-raid'] as const) : [])],
        name: t('cell', { label: h.label, transport: h.transportIcon ? 'yes' : 'no', noRaid: h.noRaid ? 'yes' : 'no', pieces: piecesAt(h.id) }),
      }),
    ),
    ...board.land.map((land): SceneCell => {
      const cube = rOffsetToCube('odd', { col: land.col, row: land.row });
      return { id: land.id, hex: { q: cube.q, r: cube.r, s: cube.s }, terrain: 'land', label: land.label, name: t('land', { label: land.label }) };
    }),
  ];
  const boxes: SceneBox[] = board.boxes.map((box) => {
    const count = placement.boxCounts?.[box.id];
    const label = boxLabel(t, box);
    return {
      id: box.id,
      label,
      borders: box.borders,
      side: boxSide(board, box.borders),
      detail: count === undefined ? undefined : t('boxCount', { count }),
      name: count === undefined ? t('box', { box: label }) : t('boxWithCount', { box: label, count }),
    };
  });
  return { label: t('label'), orientation: 'pointy', cells, hexsides: [], routes: [], boxes, counters: located(board, boxes, counters, t) };
}
