import type { Messages } from 'next-intl';

/** The namespaces that client components translate with; the rest (rules text) stays on the server. */
export const CLIENT_NAMESPACES = [
  'RuleLink',
  'MapExplorer',
  'ErrorPage',
  'GameCard',
  'GrafSpeeScene',
  'ArrasScene',
  'LobbyNewGame',
  'LobbyGames',
  'LobbyMyGames',
  'PlayRoles',
  'PlayScreen',
  'PlayStatus',
  'PlayCommands',
  'PlayPreview',
  'PlayOutcome',
  'PlayLog',
] as const satisfies readonly (keyof Messages)[];

export function clientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >;
}
