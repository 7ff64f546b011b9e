import { WargamesApiError, type CommandResult, type GameTypeId, type GameView, type LegalCommands } from '@wargames/sdk';
import { botNamed } from '../bots/bot-registry';
import { wordsOfType } from '../render/game-renderer';
import { boardHeader, eventLine, type Terminal } from '../terminal';

/**
 * `play <game> --seat <role> --bot <name>`: plays the seat to the end of the game. The game's events are printed in
 * words as they arrive (live, as the seat may see them); on each of its turns the seat's own view is drawn, then
 * the bot's pick among the legal commands is sent. Returns once the game has ended.
 */
export async function playCommand(terminal: Terminal, gameId: string, role: string, botName: string, seed: number | undefined): Promise<void> {
  const bot = botNamed(botName)({ seed });
  const { gameType, title, info, session, renderer } = await terminal.openGame(gameId, role);
  const out = terminal.out;
  const showBoard = (view: GameView<GameTypeId>, note: string) => {
    out.line(boardHeader(title, gameId, view.viewer, view.version));
    for (const line of renderer.position(view.view, info.board)) out.line(line);
    out.line(note);
  };

  // Live events are printed as they come; each one also wakes the turn loop below.
  const stop = new AbortController();
  let wake: () => void = () => undefined;
  let changed = new Promise<void>((resolve) => (wake = resolve));
  let liveEnded = false;
  const signal = () => {
    const woken = wake;
    changed = new Promise<void>((resolve) => (wake = resolve));
    woken();
  };
  const printing = (async () => {
    try {
      for await (const event of session.events({ afterSeq: 0, signal: stop.signal })) {
        out.line(eventLine(renderer, event));
        signal();
      }
    } finally {
      liveEnded = true;
      signal();
    }
  })();

  try {
    let shownVersion = -1;
    let waitingFor = '';
    // The answer to a command tells whether the seat moves again (and, where the API sends them, its legal commands).
    let answer: CommandResult<GameTypeId> | undefined;
    for (;;) {
      const somethingHappened = changed; // taken before reading the view, so no event can slip between the two
      const view = answer?.view.yourTurn ? answer.view : await session.view();
      const known = answer;
      answer = undefined;
      if (view.status === 'ended') break;
      if (!view.yourTurn) {
        const pending = view.pending.join(', ');
        if (pending !== waitingFor) out.line(`Waiting for: ${pending}.`);
        waitingFor = pending;
        if (!liveEnded) await somethingHappened;
        continue;
      }
      if (view.version !== shownVersion) showBoard(view, `Your turn (${role}).`);
      shownVersion = view.version;
      waitingFor = '';
      const legal: Pick<LegalCommands<GameTypeId>, 'version' | 'commands'> = known?.legal ? { version: known.version, commands: known.legal } : await session.legal();
      if (legal.commands.length === 0) continue;
      const command = await bot.choose({ legal: legal.commands, view: view.view, role, gameType });
      out.line(`(${role} plays: ${wordsOfType(command.type)})`);
      try {
        answer = await session.submit(command, { expectedVersion: legal.version });
      } catch (error) {
        // The other seat moved meanwhile (both may act during a set-up): look again.
        if (error instanceof WargamesApiError && error.code === 'ERR_STALE_VERSION') continue;
        throw error;
      }
    }
    await printing; // the feed ends after the game's last event
    const final = await session.view();
    showBoard(final, `Game over: ${final.outcome ? `${final.outcome.message} (${final.outcome.rule})` : 'ended'}.`);
  } finally {
    stop.abort();
    await printing.catch(() => undefined);
  }
}
