/**
 * How test and benchmark players make a Graf Spee game last: for replays of thousands of events (the replay
 * target is a frame of a 2,000-event game) and long move lists. Random legal play ends a game within a few hundred
 * commands; these filters keep the commands that neither end it nor score, and the British seldom moves a piece, so
 * the Spee is seldom found. The server rolls the dice, so a game played so may still end early (the Spee found and
 * sunk): about one in three ends before 800 commands.
 */

/** Graf Spee commands that end the game at once: an exit into a box (GS-4.5) or scuttling (GS-8.4). */
export function endsGrafSpeeAtOnce(command: unknown): boolean {
  const c = command as { type?: string; path?: string[] };
  return c.type === 'scuttle' || (c.type === 'move-spee' && ['atlantic', 'indian'].includes(c.path?.[c.path.length - 1] ?? ''));
}

/**
 * Whether a command keeps the game quiet and going: nothing that ends it or scores (no exit, scuttle, raid (GS-7) or
 * bought moves (GS-5.3)), no air search (GS-5.8), and a British piece moved or drawn (GS-5.2, GS-5.5) only when `roll`
 * (uniform in [0, 1)) is below 0.1, so he mostly ends his movement at once.
 */
export function keepsGrafSpeeGoing(command: unknown, roll: number): boolean {
  const type = (command as { type?: string }).type ?? '';
  if (endsGrafSpeeAtOnce(command) || ['raid', 'buy-extra-moves', 'air-search'].includes(type)) return false;
  if (type === 'move-piece' || type === 'draw-from-box') return roll < 0.1;
  return true;
}
