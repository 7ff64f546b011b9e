import { emitKeypressEvents } from 'node:readline';
import type { GameTypeId, Perspective, ReplayFrame } from '@wargames/sdk';
import type { GameRenderer } from '../render/game-renderer';
import { eventLine, type Terminal } from '../terminal';

/** One replay step as text: header, the step's events in words, the position. */
export function frameLines(frame: ReplayFrame<GameTypeId>, title: string, renderer: GameRenderer, board: unknown): string[] {
  const who = frame.actor ? ` · ${frame.actor} played` : ' · set-up';
  const lines = [`== ${title} ${frame.gameId} · step ${frame.step} of ${frame.steps}${who} · seen as ${frame.perspective} · version ${frame.version} ==`];
  for (const entry of frame.events) lines.push(eventLine(renderer, entry));
  lines.push(...renderer.position(frame.view, board));
  if (frame.outcome) lines.push(`Game over: ${frame.outcome.message} (${frame.outcome.rule})`);
  else lines.push(`Waiting for: ${frame.pending.join(', ')}`);
  return lines;
}

/**
 * `replay <game> [--perspective p] [--seat role]`: steps through the game. On a terminal: ← → one step, Home / End
 * the first and last, q quits. Otherwise every step is printed in order.
 */
export async function replayCommand(terminal: Terminal, gameId: string, perspective: string | undefined, role: string | undefined, interactive: boolean): Promise<void> {
  const { title, info, session, renderer } = await terminal.openGame(gameId, role);
  const options = perspective === undefined ? {} : { perspective: perspective as Perspective<GameTypeId> };
  if (!interactive) {
    for await (const frame of session.replayFrames(options)) for (const line of frameLines(frame, title, renderer, info.board)) terminal.out.line(line);
    return;
  }
  const frames = new Map<number, ReplayFrame<GameTypeId>>();
  const frameAt = async (step: number) => {
    let frame = frames.get(step);
    if (!frame) frames.set(step, (frame = await session.replayFrame(step, options)));
    return frame;
  };
  let current = await frameAt(0);
  const draw = () => {
    process.stdout.write('\x1b[2J\x1b[H');
    for (const line of frameLines(current, title, renderer, info.board)) terminal.out.line(line);
    terminal.out.line('← → step · Home / End first and last · q quit');
  };
  draw();
  emitKeypressEvents(process.stdin);
  process.stdin.setRawMode?.(true);
  process.stdin.resume();
  await new Promise<void>((resolve, reject) => {
    const onKey = (_text: string, key: { name?: string; ctrl?: boolean } = {}) => {
      const last = current.steps;
      const target =
        key.name === 'right' ? Math.min(last, current.step + 1)
        : key.name === 'left' ? Math.max(0, current.step - 1)
        : key.name === 'home' ? 0
        : key.name === 'end' ? last
        : undefined;
      if (key.name === 'q' || key.name === 'escape' || (key.ctrl && key.name === 'c')) {
        process.stdin.off('keypress', onKey);
        process.stdin.setRawMode?.(false);
        process.stdin.pause();
        resolve();
        return;
      }
      if (target === undefined || target === current.step) return;
      frameAt(target).then((frame) => {
        current = frame;
        draw();
      }, reject);
    };
    process.stdin.on('keypress', onKey);
  });
}
