import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../messages/en.json';
import { API_ERROR_MESSAGES, tellApiError } from './api-error-messages';

/** The codes of the README's error table (`| `ERR_…` | status | meaning |`): the API's service codes. */
function readmeErrorCodes(): string[] {
  const readme = readFileSync(join(__dirname, '..', '..', '..', '..', 'README.md'), 'utf8');
  return [...readme.matchAll(/^\| `(ERR_[A-Z0-9_]+)` \| \d{3} \|/gm)].map((match) => match[1] as string);
}

describe('API error messages', () => {
  it('has a message for every error code of the README’s error table, and none besides', () => {
    const codes = readmeErrorCodes();
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((code) => !(code in API_ERROR_MESSAGES))).toEqual([]);
    expect(Object.keys(API_ERROR_MESSAGES).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('points every code at an existing message', () => {
    const messages = en.ApiErrors as Record<string, string>;
    expect(Object.values(API_ERROR_MESSAGES).filter((key) => !messages[key])).toEqual([]);
  });

  it('tells a game’s own refusal as a rule violation with its rule, and anything else as unknown or network', () => {
    expect(tellApiError({ code: 'ERR_PERSPECTIVE_FORBIDDEN', rule: 'perspective' })).toEqual({ key: 'PERSPECTIVE_FORBIDDEN', code: 'ERR_PERSPECTIVE_FORBIDDEN', rule: 'perspective' });
    expect(tellApiError({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'GS-4.1' })).toEqual({ key: 'RULE_VIOLATION', code: 'ERR_HEX_NOT_ADJACENT', rule: 'GS-4.1' });
    expect(tellApiError({ code: 'ERR_SOMETHING_NEW', rule: '' })).toEqual({ key: 'unknown', code: 'ERR_SOMETHING_NEW', rule: null });
    expect(tellApiError(new TypeError('fetch failed'))).toEqual({ key: 'network', code: 'network', rule: null });
  });
});
