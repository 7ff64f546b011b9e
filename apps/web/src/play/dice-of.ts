/** The dice an event shows, to draw them: both sides' dice of a surface combat, an air attack's, a penalty die, or one die. */
export function diceOf(event: { readonly type: string }): number[] {
  const fields = event as unknown as Readonly<Record<string, unknown>>;
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
  switch (event.type) {
    case 'surface-combat':
      return [...list(fields['speeDice']), ...list(fields['britishDice'])];
    case 'air-attack':
      return list(fields['dice']);
    case 'game-ended':
      // GS-8.3, GS-8.4: the die taken off a sunk or scuttled Spee's score is the game's last roll.
      return typeof fields['penaltyDie'] === 'number' ? [fields['penaltyDie']] : [];
    default:
      return typeof fields['die'] === 'number' ? [fields['die']] : [];
  }
}
