import { tellApiError, type ApiErrorKey } from '@/errors/api-error-messages';

/**
 * How the play page tells a refused command: a service's refusal (the game ended meanwhile, the opponent came before
 * the game could be called off, too many commands) in the reader's language, from the app's messages; a rule's
 * refusal as the API words it, with the rule it cites.
 */
export type RefusalText = { readonly kind: 'service'; readonly key: ApiErrorKey } | { readonly kind: 'rule'; readonly message: string };

export function refusalText(refused: { readonly code: string; readonly rule: string; readonly message: string }): RefusalText {
  const told = tellApiError({ code: refused.code, rule: refused.rule });
  return told.key === 'RULE_VIOLATION' || told.key === 'unknown' ? { kind: 'rule', message: refused.message } : { kind: 'service', key: told.key };
}
