import type { Terminal } from '../terminal';

/** `join <game> <role>`: claims the seat and keeps its token in the seat store; the token itself is never printed. */
export async function joinCommand(terminal: Terminal, gameId: string, role: string): Promise<void> {
  const { gameType, title } = await terminal.openGame(gameId);
  const session = await terminal.client.game(gameType).claim(gameId, role as never);
  terminal.seats.save({ url: terminal.url, gameId, gameType, role, token: session.token as string });
  terminal.out.line(`Joined ${title} ${gameId} as ${role}; the seat token is stored in ${terminal.seats.path}`);
}
