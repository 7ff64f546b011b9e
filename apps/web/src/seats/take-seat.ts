import { notifySeatsChanged } from '@/lobby/use-held-seats';
import { saveSeat } from './seat-store';

/** Claims a seat through the SDK and keeps its token in this browser (the lobby's "my games" hears of it at once). */
export async function takeSeat(apiUrl: string, seat: { readonly gameType: string; readonly gameId: string; readonly role: string }): Promise<void> {
  // The SDK loads when it is needed: a page's first paint does not wait for it.
  const { browserClient } = await import('@/sdk/browser');
  const claimed = await browserClient(apiUrl)
    .game(seat.gameType as 'arras')
    .claim(seat.gameId, seat.role as never);
  saveSeat(window.localStorage, { gameId: seat.gameId, gameType: seat.gameType, role: seat.role, token: claimed.token as string });
  notifySeatsChanged();
}
