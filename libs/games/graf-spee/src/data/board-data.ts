import { oddRGrid, parseRowLetterLabel } from '@wargames/hex';
import { z } from 'zod';

/** The four British piece kinds of GS-1; the rules single out each of them, so the data may not add others. */
export const BRITISH_KINDS = ['BB', 'CV', 'CA', 'dummy'] as const;
export type BritishKind = (typeof BRITISH_KINDS)[number];

/** The two off-map boxes of GS-2. */
export const BOX_IDS = ['atlantic', 'indian'] as const;
export type BoxId = (typeof BOX_IDS)[number];

const hexLabel = z.string().describe('a hex name: row letter A–E and column number, e.g. B3');

/** The shape of `graf-spee.json`: the reconstructed map (GS-2) and the pieces (GS-1). */
export const boardDataSchema = z
  .object({
    $comment: z.string().optional(),
    grid: z.object({ layout: z.literal('odd-r'), cols: z.number().int().min(1).max(26), rows: z.number().int().min(1).max(26) }),
    land: z.array(hexLabel),
    transportIcons: z.array(hexLabel),
    boxes: z
      .array(z.object({ id: z.enum(BOX_IDS), label: z.string().min(1), borders: z.array(hexLabel).min(1) }))
      .length(BOX_IDS.length),
    speeStartHexes: z.array(hexLabel).min(1),
    noRaidColumn: z.number().int().min(1),
    scuttleHex: hexLabel,
    supplyShips: z.number().int().min(0),
    spee: z.object({
      strength: z.number().int().min(1),
      moves: z.number().int().min(1),
      damagedMoves: z.number().int().min(1),
      refuelBonus: z.number().int().min(0),
    }),
    britishPieces: z
      .array(
        z.object({
          kind: z.enum(BRITISH_KINDS),
          label: z.string().min(1),
          strength: z.number().int().min(0),
          count: z.number().int().min(1),
          moves: z.number().int().min(1),
          sinkPoints: z.number().int().min(0),
        }),
      )
      .length(BRITISH_KINDS.length),
  })
  .strict()
  .superRefine((data, ctx) => {
    const grid = oddRGrid(data.grid.cols, data.grid.rows);
    const land = new Set(data.land);
    const checkHex = (label: string, path: (string | number)[], mustBeSea: boolean): void => {
      const parsed = parseRowLetterLabel(label, grid);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', path, message: parsed.error.message });
      else if (mustBeSea && land.has(label)) ctx.addIssue({ code: 'custom', path, message: `"${label}" is land, not a sea hex` });
    };
    data.land.forEach((label, i) => checkHex(label, ['land', i], false));
    data.transportIcons.forEach((label, i) => checkHex(label, ['transportIcons', i], true));
    data.speeStartHexes.forEach((label, i) => checkHex(label, ['speeStartHexes', i], true));
    checkHex(data.scuttleHex, ['scuttleHex'], true);
    data.boxes.forEach((box, b) => box.borders.forEach((label, i) => checkHex(label, ['boxes', b, 'borders', i], true)));
    BOX_IDS.forEach((id) => {
      if (!data.boxes.some((box) => box.id === id)) ctx.addIssue({ code: 'custom', path: ['boxes'], message: `box "${id}" is missing` });
    });
    BRITISH_KINDS.forEach((kind) => {
      if (!data.britishPieces.some((piece) => piece.kind === kind)) {
        ctx.addIssue({ code: 'custom', path: ['britishPieces'], message: `piece kind "${kind}" is missing` });
      }
    });
    if (data.noRaidColumn > data.grid.cols) {
      ctx.addIssue({ code: 'custom', path: ['noRaidColumn'], message: `column ${data.noRaidColumn} is off the map` });
    }
  });

export type BoardData = z.infer<typeof boardDataSchema>;

/** Validates the map data; a broken file stops the game from loading with the first problem and where it is. */
export function loadBoardData(raw: unknown, source = 'graf-spee.json'): BoardData {
  const parsed = boardDataSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${source} is invalid: ${problems.join('; ')}`);
}
