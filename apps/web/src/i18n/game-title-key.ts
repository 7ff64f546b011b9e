/** The `GameCard` message that names a game type (`names(gameTitleKey(game.gameType))`): Arras, else Graf Spee. */
export function gameTitleKey(gameType: string | null): 'arras.title' | 'grafSpee.title' {
  return gameType === 'arras' ? 'arras.title' : 'grafSpee.title';
}
