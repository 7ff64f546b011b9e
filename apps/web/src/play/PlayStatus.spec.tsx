import type { ArrasView, GrafSpeeView } from '@wargames/sdk';
import { renderWithMessages } from '../../test/render-with-messages';
import { ArrasStatus, GrafSpeeStatus } from './PlayStatus';

/** The fields of an Arras view the status line reads: the German player turn of turn 8, no phase named. */
const turnEight = { turn: 8, side: 'german', phase: null, gun88: 'ready', combat: null, pending: ['german'], outcome: null } as unknown as ArrasView;
const over = {
  ...turnEight,
  pending: [],
  outcome: { winner: 'allied', reason: 'turn-limit', rule: 'AR-4.2', message: 'The turn limit is reached: the Allies win.' },
} as unknown as ArrasView;

describe('ArrasStatus', () => {
  it('names the phase to choose and the 88 while the game goes on (AR-5.3, AR-8.8)', () => {
    const markup = renderWithMessages('en', <ArrasStatus view={turnEight} role="german" pending={turnEight.pending} over={turnEight.outcome !== null} computerSeats={[]} />);
    expect(markup).toContain('Turn 8 of 8');
    expect(markup).toContain('Choosing the next phase');
    expect(markup).toContain('The 88 is ready');
    expect(markup).toContain('Your turn');
  });

  it('names the attack under way for every viewer, so the 88, a loss or a retreat is asked about a known attack (AR-8.1, AR-8.8)', () => {
    const gunAsked = {
      ...turnEight,
      side: 'allied',
      phase: 'combat',
      combat: { defender: '6SR', hex: '0706', attackers: ['7RTR', '6DLI'], result: null, advanced: [], step: { kind: 'gun' } },
    } as unknown as ArrasView;
    for (const [locale, role, line] of [
      ['en', 'german', 'Attack under way: 7RTR + 6DLI on 6SR in 0706'],
      ['en', null, 'Attack under way: 7RTR + 6DLI on 6SR in 0706'],
      ['ja', 'german', '進行中の攻撃：7RTR + 6DLIが0706の6SRを攻撃'],
      ['ko', 'allied', '진행 중인 공격: 7RTR + 6DLI → 0706의 6SR'],
    ] as const) {
      expect(renderWithMessages(locale, <ArrasStatus view={gunAsked} role={role} pending={gunAsked.pending} over={gunAsked.outcome !== null} computerSeats={[]} />)).toContain(line);
    }
    expect(renderWithMessages('en', <ArrasStatus view={turnEight} role="german" pending={turnEight.pending} over={turnEight.outcome !== null} computerSeats={[]} />)).not.toContain('Attack under way');
  });

  it('says the game is over once it has an outcome, not a phase being chosen nor the 88 (AR-4.2)', () => {
    for (const [locale, ended, choosing, gun] of [
      ['en', 'Game over', 'Choosing the next phase', 'The 88 is ready'],
      ['ja', 'ゲーム終了', '次のフェイズを選択中', '88は射撃可能'],
    ] as const) {
      const markup = renderWithMessages(locale, <ArrasStatus view={over} role="german" pending={over.pending} over={over.outcome !== null} computerSeats={[]} />);
      expect(markup).toContain(ended);
      expect(markup).not.toContain(choosing);
      expect(markup).not.toContain(gun);
    }
  });
});

describe('ArrasStatus of a resigned game', () => {
  it('says the game is over, with no turn, phase to choose or 88, though the view it was resigned in still waits for a side', () => {
    const waiting = { ...turnEight, outcome: null, phase: null, combat: null, pending: ['german'] } as unknown as ArrasView;
    const markup = renderWithMessages('en', <ArrasStatus view={waiting} role="german" pending={[]} over computerSeats={[]} />);
    expect(markup).toContain('Game over');
    expect(markup).not.toContain('Your turn');
    expect(markup).not.toContain('Choosing the next phase');
    expect(markup).not.toContain('The 88');
  });
});

describe('GrafSpeeStatus', () => {
  /** The fields of a Graf Spee view the status line reads: the British deploying before turn 1 (GS-3.3). */
  const setup = { turn: 0, phase: 'setup', score: 0, boxes: { atlantic: { pieces: 0 }, indian: { pieces: 0 } }, british: { movesMade: 0, movesAllowed: 3, drawn: null, losses: { sunk: 0, damaged: 0, dummiesRemoved: 0 } }, spee: {}, pending: ['british'] } as unknown as GrafSpeeView;

  it('names the set-up once, not as both the turn and the phase (GS-3)', () => {
    for (const [locale, settingUp, phase] of [
      ['en', 'Setting up', 'Setup<'],
      ['ko', '배치 중', '배치<'],
      ['ja', '初期配置中', '初期配置<'],
    ] as const) {
      const markup = renderWithMessages(locale, <GrafSpeeStatus view={setup} role="british" pending={setup.pending} over={false} computerSeats={[]} />);
      expect(markup).toContain(settingUp);
      expect(markup).not.toContain(phase);
    }
  });

  it('asks the German for the Spee and the supply ships in either order, counting the ships (GS-3.1, GS-3.2)', () => {
    const german = { ...setup, pending: ['german'], spee: { speeHex: null }, supplyShips: [] } as unknown as GrafSpeeView;
    const line = (view: GrafSpeeView) => renderWithMessages('en', <GrafSpeeStatus view={view} role="german" pending={['german']} over={false} computerSeats={[]} />);
    expect(line(german)).toContain('and hexes for three supply ships');
    const ships = (n: number) => Array.from({ length: n }, (_, i) => ({ supplyHex: `C${i + 1}`, used: false }));
    expect(line({ ...german, spee: { speeHex: 'A1' }, supplyShips: ships(1) } as unknown as GrafSpeeView)).toContain('Pick a hex for a supply ship (');
    expect(line({ ...german, spee: { speeHex: 'A1' }, supplyShips: ships(1) } as unknown as GrafSpeeView)).toContain('1 of 3 placed.');
    const last = line({ ...german, supplyShips: ships(3) } as unknown as GrafSpeeView);
    expect(last).toContain('Pick the hex where the Spee starts (');
    expect(last).not.toContain('supply ships');
    expect(renderWithMessages('ja', <GrafSpeeStatus view={{ ...german, spee: { speeHex: 'A1' }, supplyShips: ships(2) } as unknown as GrafSpeeView} role="german" pending={['german']} over={false} computerSeats={[]} />)).toContain('3隻中2隻を置きました。');
  });

  it('names the piece the British drew when asking where it enters (GS-5.5)', () => {
    const drawn = { ...setup, turn: 1, phase: 'british-move', british: { ...(setup as unknown as { british: object }).british, drawn: { token: 't1', box: 'atlantic', kind: 'CA' } } } as unknown as GrafSpeeView;
    for (const [locale, line] of [
      ['en', 'You drew a cruiser: pick the hex where it enters'],
      ['ko', '순양함을 뽑았습니다. 들어갈 헥스를 고르세요'],
      ['ja', '巡洋艦を引きました。入るヘクスを選んでください'],
    ] as const) {
      expect(renderWithMessages(locale, <GrafSpeeStatus view={drawn} role="british" pending={['british']} over={false} computerSeats={[]} />)).toContain(line);
    }
  });

  it('asks to end the movement once every allowed move is made, and not before (GS-5.2)', () => {
    const british = (movesMade: number) => ({ ...setup, turn: 1, phase: 'british-move', british: { ...(setup as unknown as { british: object }).british, movesMade } }) as unknown as GrafSpeeView;
    const line = (view: GrafSpeeView, locale: 'en' | 'ko' | 'ja' = 'en') => renderWithMessages(locale, <GrafSpeeStatus view={view} role="british" pending={['british']} over={false} computerSeats={[]} />);
    expect(line(british(2))).toContain('Move up to your allowed pieces');
    expect(line(british(3))).toContain('Every allowed move is made: end the movement');
    expect(line(british(3))).not.toContain('Move up to your allowed pieces');
    expect(line(british(3), 'ko')).toContain('허용된 이동을 모두 했습니다. 이동을 마치세요');
    expect(line(british(3), 'ja')).toContain('認められた移動をすべて終えました。移動を終えてください');
  });

  it('tells the British when no carrier of his is left to search, so ending the air search is all there is (GS-5.8)', () => {
    const piece = (kind: string, airSearched = false) => ({ token: kind, at: 'B3', kind, revealed: airSearched, moved: false, airSearched });
    const air = (pieces: object[]) => ({ ...setup, turn: 1, phase: 'air-search', pieces }) as unknown as GrafSpeeView;
    const line = (view: GrafSpeeView, locale: 'en' | 'ko' | 'ja' = 'en') => renderWithMessages(locale, <GrafSpeeStatus view={view} role="british" pending={['british']} over={false} computerSeats={[]} />);
    expect(line(air([piece('CA'), piece('CV')]))).toContain('Pick a carrier, then the hex it searches');
    for (const pieces of [[piece('CA'), piece('dummy')], [piece('CV', true)], []]) {
      expect(line(air(pieces))).toContain('No carrier of yours on the map is left to search: end the air search');
    }
    expect(line(air([]), 'ko')).toContain('수색할 항공모함이 남아 있지 않습니다');
    expect(line(air([]), 'ja')).toContain('索敵できる空母が残っていません');
  });

  it('names the turn and the phase once play has begun (GS-4)', () => {
    const moving = { ...setup, turn: 2, phase: 'spee-move' } as unknown as GrafSpeeView;
    const markup = renderWithMessages('en', <GrafSpeeStatus view={moving} role="british" pending={moving.pending} over={false} computerSeats={[]} />);
    expect(markup).toContain('Turn 2');
    expect(markup).toContain('Spee moves');
  });

  it('waits for a seat nobody has taken yet to be joined, and for a seat a person holds to be played', () => {
    for (const [locale, join] of [
      ['en', 'Waiting for the British player to join: nobody has taken that seat yet.'],
      ['ko', '영국군 플레이어가 들어오기를 기다리는 중입니다.'],
      ['ja', 'イギリス軍プレイヤーの参加を待っています。'],
    ] as const) {
      expect(renderWithMessages(locale, <GrafSpeeStatus view={setup} role="german" pending={setup.pending} over={false} computerSeats={[]} emptySeats={['british']} />)).toContain(join);
    }
    const taken = renderWithMessages('en', <GrafSpeeStatus view={setup} role="german" pending={setup.pending} over={false} computerSeats={[]} emptySeats={[]} />);
    expect(taken).toContain('Waiting for the British player.');
    expect(taken).not.toContain('to join');
  });

  it('believes the API, not the view, on whose turn it is: a game resigned in set-up is over and waits for nobody', () => {
    const markup = renderWithMessages('en', <GrafSpeeStatus view={setup} role="british" pending={[]} over computerSeats={[]} />);
    expect(markup).toContain('Game over');
    expect(markup).not.toContain('Your turn');
    expect(markup).not.toContain('Split your nine pieces');
  });

  it('tallies the British losses for every viewer once there is one: sunk, damaged, dummies removed (GS-5.7, GS-6.4)', () => {
    const turn = { ...setup, turn: 3, phase: 'spee-move' } as unknown as GrafSpeeView;
    expect(renderWithMessages('en', <GrafSpeeStatus view={turn} role="german" pending={turn.pending} over={false} computerSeats={[]} />)).not.toContain('British losses');
    const after = { ...turn, british: { ...turn.british, losses: { sunk: 1, damaged: 2, dummiesRemoved: 1 } } } as GrafSpeeView;
    for (const [locale, role, line] of [
      ['en', 'german', 'British losses: 1 sunk, 2 damaged, 1 dummy removed'],
      ['en', null, 'British losses: 1 sunk, 2 damaged, 1 dummy removed'],
      ['ko', 'british', '영국군 손실: 격침 1, 손상 2, 제거된 더미 1'],
      ['ja', 'german', 'イギリス軍の損害：撃沈1、損傷2、除去されたダミー1'],
    ] as const) {
      expect(renderWithMessages(locale, <GrafSpeeStatus view={after} role={role} pending={after.pending} over={false} computerSeats={[]} />)).toContain(line);
    }
    const dummies = { ...turn, british: { ...turn.british, losses: { sunk: 0, damaged: 0, dummiesRemoved: 2 } } } as GrafSpeeView;
    expect(renderWithMessages('en', <GrafSpeeStatus view={dummies} role="british" pending={dummies.pending} over={false} computerSeats={[]} />)).toContain('British losses: 0 sunk, 0 damaged, 2 dummies removed');
  });
});
