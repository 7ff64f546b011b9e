import { z } from 'zod';

/**
 * The Graf Spee board data as the API serves it (`board` of the game type): its shape, written down here so the web
 * app never imports the game library. Unknown fields are dropped; a missing or mistyped field fails loudly.
 */
const hexId = z.string().min(1);

export const grafSpeeBoardSchema = z.object({
  game: z.literal('graf-spee'),
  grid: z.object({ layout: z.literal('odd-r'), cols: z.number().int().positive(), rows: z.number().int().positive(), orientation: z.literal('pointy-top') }),
  hexes: z.array(
    z.object({
      id: hexId,
      label: z.string(),
      row: z.number().int(),
      col: z.number().int(),
      q: z.number().int(),
      r: z.number().int(),
      s: z.number().int(),
      neighbours: z.array(hexId),
      transportIcon: z.boolean(),
      noRaid: z.boolean(),
      boxes: z.array(z.string()),
    }),
  ),
  land: z.array(z.object({ id: hexId, label: z.string(), row: z.number().int(), col: z.number().int() })),
  boxes: z.array(z.object({ id: z.string().min(1), label: z.string(), borders: z.array(hexId).min(1) })),
  transportIcons: z.array(hexId),
  speeStartHexes: z.array(hexId),
  scuttleHex: hexId,
  noRaidColumn: z.number().int(),
  pieces: z.array(
    z.object({
      kind: z.string().min(1),
      label: z.string(),
      strength: z.number().int(),
      count: z.number().int(),
      moves: z.number().int(),
      sinkPoints: z.number().int(),
    }),
  ),
  spee: z.object({ strength: z.number().int(), moves: z.number().int(), damagedMoves: z.number().int(), refuelBonus: z.number().int() }),
});

export type GrafSpeeBoard = z.infer<typeof grafSpeeBoardSchema>;
export type GrafSpeePieceSpec = GrafSpeeBoard['pieces'][number];
