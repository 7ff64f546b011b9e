import { z } from 'zod';
import { ARRAS_DATA, CRT_RESULTS } from './data/arras-data';

/**
 * The names commands, state, views and events share, as zod schemas: the one place each is written (they are
 * described again where a field uses them, to say what that field means).
 */

const unitIds = ARRAS_DATA.counters.map((c) => c.id) as [string, ...string[]];
export const unitIdSchema = z.enum(unitIds).describe(`A unit id: ${unitIds.join(', ')}`);
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/** A unit id as a record key: the same ids as a pattern, so that a record of units need not hold every counter. */
export const unitKeySchema = z
  .string()
  .regex(new RegExp(`^(${unitIds.map(escaped).join('|')})$`), 'not a unit id')
  .describe(`A unit id: ${unitIds.join(', ')}`);
export const hexIdSchema = z.string().regex(/^[0-9]{4}$/, 'a hex is four digits CCRR, such as 0503').describe('A hex id CCRR, e.g. 0503');
export const sideSchema = z.enum(['allied', 'german']).describe('A side (AR-1): allied or german');
export const phaseNameSchema = z.enum(['movement', 'combat', 'recovery']).describe('A phase of a player turn (AR-5.2, AR-5.3)');
export const crtResultSchema = z.enum(CRT_RESULTS).describe('A combat result (AR-8.4): Ar, C, D1, D2, De or Ex');

export type Side = z.output<typeof sideSchema>;
export type PhaseName = z.output<typeof phaseNameSchema>;
