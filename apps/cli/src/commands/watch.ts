import { boardHeader, eventLine, type Terminal } from '../terminal';

/** `watch <game> [--seat <role>] [--after-seq n]`: the game's events in words as they happen, until it ends. */
export async function watchCommand(terminal: Terminal, gameId: string, role: string | undefined, afterSeq: number | undefined): Promise<void> {
  const { title, session, renderer } = await terminal.openGame(gameId, role);
  const summary = await session.summary();
  terminal.out.line(boardHeader(title, gameId, role ?? 'spectator', summary.version, ` · watching${summary.status === 'ended' ? ' (the game has ended)' : ''}`));
  for await (const event of session.events(afterSeq === undefined ? {} : { afterSeq })) terminal.out.line(eventLine(renderer, event));
  const final = await session.summary();
  terminal.out.line(`Game over: ${final.outcome ? `${final.outcome.message} (${final.outcome.rule})` : 'ended'}.`);
}
