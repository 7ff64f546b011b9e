import { z } from 'zod';

/**
 * The Arras board data as the API serves it (`board` of the game type): its shape, written down here so the web app
 * never imports the game library. Unknown fields are dropped; a missing or mistyped field fails loudly.
 */
const hexId = z.string().regex(/^[0-9]{4}$/);

export const arrasCounterSchema = z.object({
  id: z.string().min(1),
  side: z.enum(['allied', 'german']),
  nation: z.enum(['british', 'french', 'wehrmacht', 'ss']),
  type: z.enum(['tank', 'infantry']),
  strength: z.number().int(),
  movement: z.number().int(),
  setup: hexId,
  option: z.string().optional(),
});

export const arrasBoardSchema = z.object({
  layout: z.literal('flat-top, odd-q'),
  columns: z.number().int().positive(),
  rows: z.number().int().positive(),
  hexes: z.array(
    z.object({
      id: hexId,
      column: z.number().int(),
      row: z.number().int(),
      cube: z.object({ q: z.number().int(), r: z.number().int(), s: z.number().int() }),
      village: z.string().optional(),
      arras: z.literal(true).optional(),
      turnBox: z.number().int().optional(),
      westEdge: z.literal(true).optional(),
    }),
  ),
  neighbours: z.record(z.string(), z.array(hexId)),
  roads: z.array(z.object({ name: z.string(), hexes: z.array(hexId).min(2) })),
  rivers: z.array(z.object({ name: z.string(), hexsides: z.array(z.tuple([hexId, hexId])) })),
  arras: hexId,
  villages: z.array(z.object({ name: z.string(), hex: hexId })),
  turnTrack: z.array(z.object({ turn: z.number().int(), hex: hexId })),
  counters: z.array(arrasCounterSchema),
  gun88: z.object({ id: z.string(), side: z.literal('german'), strength: z.number().int() }),
  crt: z.object({ columns: z.array(z.string()), rows: z.array(z.object({ die: z.number().int(), results: z.array(z.string()) })) }),
});

export type ArrasBoard = z.infer<typeof arrasBoardSchema>;
export type ArrasCounterSpec = z.infer<typeof arrasCounterSchema>;
