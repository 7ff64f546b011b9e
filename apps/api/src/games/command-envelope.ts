import type { Json } from '@wargames/engine';
import type { NewEvent, StoredEvent } from '@wargames/event-store';
import type { DiceDraw } from './recorded-dice';

/**
 * The service stores each accepted command, with the dice it drew, as the first row of its append. Games never see
 * this row (it is not their event) and no player ever receives it: it holds secret commands and hidden dice. It is
 * what makes a finished game exportable as a record that import can decide again step by step.
 */
export const COMMAND_ENVELOPE_TYPE = '$command';

export interface CommandEnvelope {
  readonly type: typeof COMMAND_ENVELOPE_TYPE;
  readonly actor: string;
  /** The client's command id (also on every row, except in an imported game, which is stored in one append). */
  readonly commandId: string;
  readonly command: Json;
  readonly dice: readonly DiceDraw[];
}

export function envelopeEvent(actor: string, commandId: string, command: Json, dice: readonly DiceDraw[]): NewEvent {
  const envelope: CommandEnvelope = { type: COMMAND_ENVELOPE_TYPE, actor, commandId, command, dice };
  return { type: COMMAND_ENVELOPE_TYPE, payload: envelope as unknown as Json };
}

export function isEnvelope(row: Pick<StoredEvent, 'type'>): boolean {
  return row.type === COMMAND_ENVELOPE_TYPE;
}

export function envelopeOf(row: StoredEvent): CommandEnvelope {
  return row.payload as unknown as CommandEnvelope;
}
