import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { RulesGame } from '@/rules/rule-ids';
import { gun88Face, turnMarkerFace, unitFace, unitName } from '@/scenes/arras-scene';
import { britishFace, HIDDEN_BRITISH_FACE, lastKnownFace, pieceCaption, speeFace, supplyFace } from '@/scenes/graf-spee-scene';
import { loadBoardOnce } from '@/sdk/board-cache';
import { BoardUnavailable } from './BoardUnavailable';
import { CounterSheet, type CounterSheetItem } from './CounterSheet';

/** Every kind of counter of a game as the board draws it, from the board data the API serves. */
export async function GameCounterSheet({ game }: { readonly game: RulesGame }) {
  await connection();
  const t = await getTranslations('GameCounterSheet');
  if (game === 'graf-spee') {
    const loaded = await loadBoardOnce('graf-spee');
    if (!loaded.ok) return <BoardUnavailable />;
    const board = loaded.value;
    const text = await getTranslations('GrafSpeeScene');
    const items: CounterSheetItem[] = [
      { key: 'spee', face: speeFace(board, text), caption: text('spee', { damaged: 'no' }) },
      { key: 'spee-damaged', face: speeFace(board, text, true), damaged: true, caption: text('spee', { damaged: 'yes' }) },
      { key: 'hidden', face: HIDDEN_BRITISH_FACE, caption: text('britishHidden') },
      ...board.pieces.map((piece) => ({ key: piece.kind, face: britishFace(piece, piece.kind, text), caption: pieceCaption(text, piece) })),
      { key: 'supply', face: supplyFace(text), caption: text('supply', { used: 'no' }) },
      { key: 'supply-used', face: supplyFace(text, true), caption: text('supply', { used: 'yes' }) },
      { key: 'last-known', face: lastKnownFace(text), caption: text('lastKnown') },
    ];
    return <CounterSheet label={t('grafSpee')} items={items} />;
  }
  const loaded = await loadBoardOnce('arras');
  if (!loaded.ok) return <BoardUnavailable />;
  const board = loaded.value;
  const text = await getTranslations('ArrasScene');
  const example = board.counters[0];
  const items: CounterSheetItem[] = [
    ...board.counters.map((counter) => ({ key: counter.id, face: unitFace(counter), caption: unitName(text, counter) })),
    ...(example ? [{ key: `${example.id}-disrupted`, face: unitFace(example), flipped: true, caption: unitName(text, example, true) }] : []),
    { key: 'gun88', face: gun88Face(board), caption: text('gun88', { strength: board.gun88.strength }) },
    { key: 'turn', face: turnMarkerFace(text), caption: text('turnMarkerPlain') },
  ];
  return <CounterSheet label={t('arras')} items={items} />;
}
