import type { Messages } from 'next-intl';

/**
 * The namespaces client components translate with, in groups: every page gets the base, and a page that needs more
 * (the lobby's forms, the play table, the rules pages' map) nests a provider with its group too. The rules text stays
 * on the server. Each group is only what its page draws: the messages are part of every answer's HTML.
 */
export const CLIENT_NAMESPACES = ['RuleLink', 'ErrorPage', 'GameCard'] as const satisfies readonly (keyof Messages)[];
/** The map with its explorer, on the rules pages. */
export const MAP_NAMESPACES = ['MapExplorer'] as const satisfies readonly (keyof Messages)[];
export const LOBBY_NAMESPACES = ['LobbyNewGame', 'LobbyGames', 'LobbyMyGames', 'PlayRoles'] as const satisfies readonly (keyof Messages)[];
export const PLAY_NAMESPACES = [
  'GrafSpeeScene',
  'ArrasScene',
  'ArrasOffMap',
  'PlayRoles',
  'PlayScreen',
  'PlayStatus',
  'PlayCommands',
  'PlayPreview',
  'PlayOutcome',
  'Narration',
  'NarrationLog',
  'ApiErrors',
  'MapZoom',
] as const satisfies readonly (keyof Messages)[];
/** The replay viewer and the record import: the board's and the narration's words, and the replay's own. */
export const REPLAY_NAMESPACES = [...PLAY_NAMESPACES, 'ReplayScreen', 'ReplayImport'] as const satisfies readonly (keyof Messages)[];

type Namespace = keyof Messages;

export function pickMessages<N extends Namespace>(messages: Messages, namespaces: readonly N[]): Pick<Messages, N> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, N>;
}

export function clientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return pickMessages(messages, CLIENT_NAMESPACES);
}
