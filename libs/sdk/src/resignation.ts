/**
 * The resign command: either seat may send it while the game runs, whoever the game waits for; every running game
 * lists it last among the legal commands of the seat it waits for (a waiting seat's list stays empty), and among every
 * seat's `anytime` commands (`LegalCommands.anytime`), which is where a waiting seat finds it. Sending it ends
 * the game at once, the other side winning. A client that plays at random (or a bot) leaves it out of its choices; a
 * board leaves it off the map and offers it on its own, behind a confirmation.
 */
export const RESIGN = 'resign';

/** The resign command itself, `{ type: 'resign' }`: one object, so that a client can tell it is the same offer. */
export const RESIGN_COMMAND: { readonly type: typeof RESIGN } = Object.freeze({ type: RESIGN });

/** The public event a resignation stores: `{ type: 'resigned', role }`. */
export const RESIGNED = 'resigned';

/** True for the resign command. */
export const isResignation = (command: { readonly type: string }): boolean => command.type === RESIGN;

/** The commands without the resign command. */
export const withoutResignation = <C extends { readonly type: string }>(commands: readonly C[]): C[] => commands.filter((command) => !isResignation(command));
