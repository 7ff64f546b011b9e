import type { NarratedEntry } from './narration';
import type { NarratedEvent } from './useNarrator';

/** One step of a replay: the events its command produced, as the viewer saw them. */
export interface MoveListStep {
  readonly step: number;
  readonly entries: readonly NarratedEntry[];
}

/** A step's row: its number and its events told. */
export interface ToldRow {
  readonly step: number;
  readonly lines: readonly NarratedEvent[];
}

/**
 * Steps told and cut into groups of rows, remembering what it told. A long game's list grows 200 frames at a time while
 * they arrive: rows already told, and groups whose rows did not change, come back as the same objects, so a batch tells
 * and renders only its own rows (the memoized groups and rows skip the rest). Telling the whole list again on every
 * batch (and once more when the last frame came) told about 8,800 rows for a 1,600-step game instead of 1,600, and
 * re-rendered every row drawn so far each time.
 * One per narrator: a step's entries object is the key, so a new language or viewer needs a new one.
 */
export class ToldRows {
  private readonly rows = new WeakMap<MoveListStep['entries'], ToldRow>();
  private readonly groups = new WeakMap<ToldRow, readonly ToldRow[]>();

  constructor(
    private readonly tellEvent: (event: { readonly type: string }) => NarratedEvent,
    private readonly rowsPerGroup: number,
  ) {}

  grouped(steps: readonly MoveListStep[]): readonly (readonly ToldRow[])[] {
    const rows = steps.map((step) => this.row(step));
    const grouped: (readonly ToldRow[])[] = [];
    for (let i = 0; i < rows.length; i += this.rowsPerGroup) grouped.push(this.group(rows.slice(i, i + this.rowsPerGroup)));
    return grouped;
  }

  private row(step: MoveListStep): ToldRow {
    const known = this.rows.get(step.entries);
    if (known?.step === step.step) return known;
    const row: ToldRow = { step: step.step, lines: step.entries.map((entry) => this.tellEvent(entry.event)) };
    this.rows.set(step.entries, row);
    return row;
  }

  private group(rows: readonly ToldRow[]): readonly ToldRow[] {
    const first = rows[0] as ToldRow;
    const known = this.groups.get(first);
    if (known && known.length === rows.length && known.every((row, i) => row === rows[i])) return known;
    this.groups.set(first, rows);
    return rows;
  }
}
