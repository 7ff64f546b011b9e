import { renderWithMessages } from '../../test/render-with-messages';
import { EventLog } from './EventLog';
import { MoveList } from './MoveList';

const entries = [
  { seq: 1, event: { type: 'spee-placed' } },
  { seq: 2, event: { type: 'piece-moved', token: 'p-1', from: 'A2', to: 'B3' } },
];

describe('EventLog', () => {
  it('tells each event in the page language with its rule ids as links to the rules page', () => {
    const markup = renderWithMessages('ko', <EventLog gameType="graf-spee" viewer="british" entries={entries} />);
    expect(markup).toContain('독일 측이 슈페를 몰래 배치했습니다.');
    expect(markup).toContain('영국 말 하나가 A2에서 B3까지 이동했습니다.');
    expect(markup).toContain('href="/ko/rules/graf-spee#GS-3.1"');
    expect(markup).toContain('aria-live="polite"');
  });

  it('says so when nothing has happened', () => {
    expect(renderWithMessages('en', <EventLog gameType="arras" viewer="allied" entries={[]} />)).toContain('Nothing has happened yet.');
  });
});

describe('MoveList', () => {
  it('has one jump button per step and marks the current one', () => {
    const steps = entries.map((entry) => ({ step: entry.seq, entries: [entry] }));
    const markup = renderWithMessages('en', <MoveList gameType="graf-spee" viewer="spectator" steps={steps} current={2} onSelect={() => undefined} labelledBy="moves" />);
    expect(markup.match(/<button/g)).toHaveLength(2);
    expect(markup).toMatch(/<button[^>]*aria-current="step"[^>]*><span[^>]*>Step 2<\/span>/);
    expect(markup).toContain('A British piece moved from A2 to B3.');
  });
});
