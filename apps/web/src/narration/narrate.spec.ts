import { GAME_EVENT_TYPES } from '@wargames/sdk';
import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';
import { ARRAS_TOLD } from './arras-narration';
import { ARRAS_SAMPLES, GRAF_SPEE_SAMPLES, type EventSample } from './event-samples';
import { GRAF_SPEE_TOLD } from './graf-spee-narration';
import { narrate } from './narrate';
import type { NarrationViewer } from './narration';
import { tell, type NarrationTranslate } from './tell';

const LOCALES = { en, ko, ja } as const;

/** A translator that throws on a missing key or a bad argument, instead of next-intl's quiet fallback. */
function strictTranslator(locale: keyof typeof LOCALES): NarrationTranslate {
  const t = createTranslator({
    locale,
    messages: LOCALES[locale],
    namespace: 'Narration',
    onError: (error) => {
      throw error;
    },
  });
  return t as unknown as NarrationTranslate;
}

const games: [string, readonly string[], readonly string[], readonly EventSample<{ type: string }>[]][] = [
  ['graf-spee', GAME_EVENT_TYPES['graf-spee'], GRAF_SPEE_TOLD, GRAF_SPEE_SAMPLES],
  ['arras', GAME_EVENT_TYPES['arras'], ARRAS_TOLD, ARRAS_SAMPLES],
];

describe.each(games)('narration of %s', (gameType, sdkTypes, told, samples) => {
  it('has a sentence for every event type the API lists (the SDK, generated from the event schema)', () => {
    expect([...sdkTypes].filter((type) => !told.includes(type))).toEqual([]);
    expect(told.filter((type) => !sdkTypes.includes(type))).toEqual([]);
  });

  it('has a sample of every event type, so every sentence below is exercised', () => {
    const sampled = new Set(samples.map((sample) => sample.event.type));
    expect([...sdkTypes].filter((type) => !sampled.has(type))).toEqual([]);
  });

  const cases = samples.flatMap((sample) =>
    sample.viewers.flatMap((viewer) => (Object.keys(LOCALES) as (keyof typeof LOCALES)[]).map((locale) => ({ sample, viewer, locale }))),
  );

  it.each(cases.map((c) => [c.sample.event.type, c.viewer, c.locale, c] as const))('tells %s to %s in %s', (_type, viewer, locale, { sample }) => {
    const narration = narrate(gameType, sample.event, viewer as NarrationViewer);
    expect(narration.key).not.toBe('unknown');
    const words = tell(narration, strictTranslator(locale), locale);
    const all = `${words.text} ${words.detail ?? ''}`;
    expect(words.text.length).toBeGreaterThan(3);
    // No ICU left over, no key fallback (next-intl prints the dotted key), no missing value.
    expect(all).not.toMatch(/[{}]|Narration\.|grafSpee\.|arras\.|undefined|NaN/);
    for (const secret of sample.secrets ?? []) expect(all).not.toContain(secret);
    for (const rule of narration.rules) expect(rule).toMatch(/^(GS|AR)-\d+(\.\d+)?$/);
  });
});

describe('what a narration tells', () => {
  const english = strictTranslator('en');

  it('speaks to the German as "you" about his own moves, and of "the German" to the omniscient viewer', () => {
    const moved = { type: 'spee-moved', turn: 2, speeFrom: 'B4', path: ['B5', 'C5'], refuelledAt: null };
    expect(tell(narrate('graf-spee', moved, 'german'), english, 'en').text).toBe('You moved the Spee from B4: B5 → C5.');
    expect(tell(narrate('graf-spee', moved, 'omniscient'), english, 'en').text).toBe('The German moved the Spee from B4: B5 → C5.');
  });

  it('tells the British only that the Spee moved, with no hex, and draws nothing on the board for it', () => {
    const narration = narrate('graf-spee', { type: 'spee-moved', turn: 2 }, 'british');
    expect(tell(narration, english, 'en').text).toBe('The Spee moved in secret.');
    expect(narration.hexes).toEqual([]);
  });

  it('names the dice and results of a surface combat, with its rules as data', () => {
    const combat = GRAF_SPEE_SAMPLES.find((s) => s.event.type === 'surface-combat')?.event;
    const narration = narrate('graf-spee', combat as { type: string }, 'british');
    expect(tell(narration, english, 'en')).toEqual({
      text: 'Surface combat. The Spee fired at a cruiser: 5, 2, 6, 2 hits; the target is sunk. The British fired 6, 1, 3, 4, 1 hit; the Spee is damaged.',
      detail: '2 points for the German; score 9.',
    });
    expect(narration.rules).toEqual(['GS-6.2', 'GS-6.4', 'GS-6.5', 'GS-6.6']);
  });

  it('tells a Spee leaving the map through hexes in Korean without a particle on a hex label (GS-4.5)', () => {
    // 'B2을' would be wrong: a label's last digit decides 을 or 를 (이 for 2 ends in a vowel), so the sentence says 경로로.
    const exited = { type: 'spee-moved', turn: 3, speeFrom: 'C2', path: ['B2', 'atlantic'], refuelledAt: null };
    expect(tell(narrate('graf-spee', exited, 'german'), strictTranslator('ko'), 'ko').text).toBe('당신이 슈페를 C2에서 B2 경로로 지도 밖 대서양 박스로 이동했습니다.');
  });

  it('lists revealed pieces by kind in the language of the page, and only their number to a spectator', () => {
    const found = { type: 'spee-found', by: 'surface', speeHex: 'C4', revealed: [{ token: 'p-1', kind: 'CA' }, { token: 'p-2', kind: 'dummy' }] };
    expect(tell(narrate('graf-spee', found, 'british'), strictTranslator('ja'), 'ja').detail).toBe('表向きになった駒：巡洋艦、ダミー。');
    const seenBySpectator = { ...found, revealed: [{ token: 'p-1' }, { token: 'p-2' }] };
    expect(tell(narrate('graf-spee', seenBySpectator, 'spectator'), strictTranslator('ko'), 'ko').detail).toBe('영국 말 2개가 앞면으로 뒤집혔습니다.');
  });

  it('formats Arras costs as numbers of the locale and links the rule that eliminated a unit', () => {
    const moved = { type: 'unit-moved', unit: '4RTR', from: '0403', path: ['0503', '0504'], cost: 1.5 };
    expect(tell(narrate('arras', moved, 'allied'), english, 'en').text).toBe('4RTR moved from 0403 to 0504 (1.5 MP): 0503 → 0504.');
    // AR-4.1: an exit at the end of a move names the column-1 hex it left from and the way there, not only the start.
    const crossed = { type: 'unit-exited', unit: '7SR', from: '0603', path: ['0503', '0403', '0303', '0203', '0103', 'west'], cost: 3.5 };
    expect(tell(narrate('arras', crossed, 'allied'), english, 'en').text).toBe(
      '7SR moved from 0603 and left the map westward from 0103 (3.5 MP): 0503 → 0403 → 0303 → 0203 → 0103.',
    );
    expect(tell(narrate('arras', crossed, 'allied'), strictTranslator('ko'), 'ko').text).toBe(
      '7SR: 0603에서 이동해 0103에서 서쪽으로 지도를 빠져나갔습니다(3.5MP), 경로 0503 → 0403 → 0303 → 0203 → 0103.',
    );
    expect(tell(narrate('arras', crossed, 'german'), strictTranslator('ja'), 'ja').text).toBe(
      '7SRは0603から移動し、0103から西へマップを出ました（3.5MP）：0503 → 0403 → 0303 → 0203 → 0103。',
    );
    // The side is "the German" everywhere, as the outcome panel says it.
    const won = narrate('arras', { type: 'game-ended', reason: 'exit-west', winner: 'german', rule: 'AR-4.1' }, 'allied');
    expect(tell(won, english, 'en').text).toBe('Game over: a German unit left the map westward. The German wins.');
    const edge = { type: 'unit-exited', unit: '7Kr', from: '0105', path: ['west'], cost: 1 };
    expect(tell(narrate('arras', edge, 'german'), english, 'en').text).toBe('7Kr left the map westward from 0105 (1 MP).');
    const cornered = { type: 'unit-eliminated', unit: '6SR', hex: '0605', rule: 'AR-8.5', reason: 'cannot retreat' };
    expect(narrate('arras', cornered, 'german').rules).toEqual(['AR-8.5']);
    // A unit eliminated for want of a retreat path is said to be so (AR-8.5); one eliminated by a result is not.
    expect(tell(narrate('arras', cornered, 'german'), english, 'en').text).toBe('6SR was eliminated in 0605: it had no hex to retreat to.');
    expect(tell(narrate('arras', cornered, 'german'), strictTranslator('ja'), 'ja').text).toBe('6SRは0605で除去されました（退却できるヘクスがありませんでした）。');
    expect(tell(narrate('arras', { ...cornered, rule: 'AR-8.4', reason: 'De' }, 'german'), english, 'en').text).toBe('6SR was eliminated in 0605.');
  });

  it('names the winner of a game with the side names of the play page (ドイツ軍, 영국군), as its outcome panel does', () => {
    const endings = [
      ['graf-spee', { type: 'game-ended', outcome: { winner: 'british', reason: 'spee-sunk', rule: 'GS-8.2', message: '' }, score: 8, penaltyDie: 2, penalty: 2 }],
      ['graf-spee', { type: 'game-ended', outcome: { winner: 'german', reason: 'german-21-points', rule: 'GS-8.1', message: '' }, score: 21, penaltyDie: null, penalty: 0 }],
      ['arras', { type: 'game-ended', reason: 'turn-limit', winner: 'allied', rule: 'AR-4.2' }],
      ['arras', { type: 'game-ended', reason: 'exit-west', winner: 'german', rule: 'AR-4.1' }],
    ] as const;
    // English says "the Allies" for the Allied side; the German ending is checked in English above.
    for (const locale of ['ko', 'ja'] as const) {
      const roles = createTranslator({ locale, messages: LOCALES[locale], namespace: 'PlayRoles' });
      for (const [gameType, event] of endings) {
        const winner = 'outcome' in event ? event.outcome.winner : event.winner;
        const side = roles('role', { role: winner });
        const text = tell(narrate(gameType, event, 'spectator'), strictTranslator(locale), locale).text;
        expect(text).toContain(side);
      }
    }
  });

  it('tells a resignation as "you" to the seat that resigned and to the winner, by side names to everyone else, citing no rule', () => {
    const british = { type: 'resigned', role: 'british' };
    expect(tell(narrate('graf-spee', british, 'british'), english, 'en').text).toBe('You resigned: the German wins.');
    expect(tell(narrate('graf-spee', british, 'german'), english, 'en').text).toBe('The British resigned: you win.');
    expect(tell(narrate('graf-spee', british, 'spectator'), english, 'en').text).toBe('The British resigned: the German wins.');
    expect(narrate('graf-spee', british, 'spectator').rules).toEqual([]);
    const german = { type: 'resigned', role: 'german' };
    expect(tell(narrate('arras', german, 'omniscient'), english, 'en').text).toBe('The German resigned: the Allies win.');
    expect(tell(narrate('arras', german, 'allied'), strictTranslator('ko'), 'ko').text).toBe('독일군이 기권했습니다. 당신의 승리입니다.');
    expect(tell(narrate('arras', { type: 'resigned', role: 'allied' }, 'spectator'), strictTranslator('ja'), 'ja').text).toBe('連合軍が投了しました。ドイツ軍の勝利です。');
  });

  it('tells an event type it does not know as unknown rather than dropping it', () => {
    expect(tell(narrate('graf-spee', { type: 'new-kind-of-event' }, 'german'), english, 'en').text).toBe(
      'An event this page does not know yet: new-kind-of-event.',
    );
  });
});
