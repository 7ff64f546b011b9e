/** How the terminal shows one game type: its map and state from a view, and its events in words. */
export interface GameRenderer {
  /** The map and what the view tells of the game, as lines of text. `board` is the game type's board data. */
  position(view: unknown, board: unknown): string[];
  /** One event (as the caller may see it) in words. */
  describe(event: unknown): string;
}

/** "attack-resolved" → "attack resolved": the last resort for an event a renderer does not know yet. */
export function wordsOfType(type: string): string {
  return type.replace(/-/g, ' ');
}
