import { z } from 'zod';
import { BOX_IDS } from './data/board-data';

const hex = (what: string) => z.string().max(8).describe(`${what}: a sea hex name, row letter A–E + column 1–6, e.g. "C3"`);
const box = z.enum(BOX_IDS).describe('an off-map box: "atlantic" (borders A1–A3) or "indian" (borders B6)');
const place = z
  .string()
  .max(8)
  .describe('a sea hex name such as "C3", or a box ("atlantic", "indian") as the last step of a move into that box');
const token = z.string().max(16).describe('the opaque token of a British piece on the map (it says nothing of the piece kind)');

const command = <T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape }).describe(description);

/** Every Graf Spee command. Rules are checked by `decide`; this is only the shape (served as JSON Schema too). */
export const commandSchema = z.discriminatedUnion('type', [
  command('place-spee', 'German, secret setup (GS-3.1): the Spee starts on one of A1–A5 or B1–B5.', {
    speeHex: hex('the Spee start hex'),
  }),
  command('place-supply-ship', 'German, secret setup (GS-3.2): place one of the 3 supply ships on a sea hex of its own (Ruling: distinct).', {
    supplyHex: hex('the supply ship hex'),
  }),
  command('deploy-british', 'British setup (GS-3.3): how many of the 9 face-down pieces go to each box; which piece goes where is random.', {
    atlantic: z.number().int().min(0).max(9).describe('pieces put in the Atlantic box'),
    indian: z.number().int().min(0).max(9).describe('pieces put in the Indian Ocean box; atlantic + indian = 9'),
  }),
  command('move-spee', 'German (GS-4): the secret Spee move, hex by hex. An empty path stays put (Ruling GS-4.1).', {
    path: z.array(place).max(6).describe('the hexes entered in order (GS-4.1); a box as the last step exits the map for 1 hex (GS-4.5, Ruling)'),
    refuel: z
      .boolean()
      .default(false)
      .describe('GS-4.3: use the unused supply ship on the start hex for one extra hex of movement'),
  }),
  command('scuttle', 'German (GS-8.4): scuttle the Spee; only while she is on E1 and the German has a decision to make (Ruling).', {}),
  command('buy-extra-moves', 'British (GS-5.3): before moving, give the German 1 point and roll a die for that many extra piece moves (Ruling: once a turn).', {}),
  command('draw-from-box', 'British (GS-5.5): draw a random piece from a box; it must then enter the map (enter-map).', { box }),
  command('enter-map', 'British (GS-5.5): enter the drawn piece, ending its move here; its first hex borders its box and costs 1 (Ruling).', {
    to: hex('where the drawn piece ends its move'),
  }),
  command('move-piece', 'British (GS-5.2, GS-5.4, GS-5.6): move one piece on the map to a hex in reach, or into a box it can reach (Ruling GS-5.6).', {
    token,
    to: place,
  }),
  command('end-movement', 'British: end the movement step; the surface search follows (GS-5.7).', {}),
  command('air-search', 'British (GS-5.8): a CV on the map turns face up and searches one adjacent hex (Ruling: every CV on the map may).', {
    token,
    searched: hex('the hex searched, adjacent to the CV'),
  }),
  command('end-air-search', 'British: make no more air searches this turn (GS-5.8).', {}),
  command('choose-target', 'German (GS-6.2): the piece the Spee fires at; a non-CV if any non-CV is in the hex.', { token }),
  command('raid', 'German (GS-7): raid commerce from the Spee hex, revealing it.', {}),
  command('decline-raid', 'German (GS-7.1): do not raid; the Spee hex stays secret.', {}),
]);

export type Command = z.output<typeof commandSchema>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

/** Which side issues each command. */
export const COMMAND_OWNER: Readonly<Record<CommandType, 'german' | 'british'>> = {
  'place-spee': 'german',
  'place-supply-ship': 'german',
  'deploy-british': 'british',
  'move-spee': 'german',
  scuttle: 'german',
  'buy-extra-moves': 'british',
  'draw-from-box': 'british',
  'enter-map': 'british',
  'move-piece': 'british',
  'end-movement': 'british',
  'air-search': 'british',
  'end-air-search': 'british',
  'choose-target': 'german',
  raid: 'german',
  'decline-raid': 'german',
};
