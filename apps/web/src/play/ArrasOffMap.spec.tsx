import { renderWithMessages } from '../../test/render-with-messages';
import { board, viewWith } from './arras-off-map.fixture';
import { ArrasOffMapPanel } from './ArrasOffMap';

describe('the Arras off-map panel', () => {
  it('shows each side’s losses as counters with their names, and the exits only once there is one, in every language', () => {
    const early = renderWithMessages('en', <ArrasOffMapPanel board={board} view={viewWith({ '4RTR': 'map', '6DLI': 'eliminated', '7Kr': 'map' })} headingId="h" />);
    expect(early).toContain('Off the map');
    expect(early).toMatch(/Allied units eliminated[^]*aria-label="Allied units eliminated"[^]*title="6DLI, British infantry, strength 2, movement 3"[^]*>6DLI</);
    expect(early).toMatch(/German units eliminated[^]*None/);
    expect(early).not.toContain('Left the map westward');

    const won = viewWith({ '4RTR': 'map', '6DLI': 'map', '7Kr': 'exited', 'SS-TK-1': 'eliminated' });
    const ended = renderWithMessages('en', <ArrasOffMapPanel board={board} view={won} headingId="h" />);
    expect(ended).toMatch(/Allied units eliminated[^]*None[^]*German units eliminated[^]*>SS-TK-1<[^]*Left the map westward[^]*>7Kr</);
    expect(renderWithMessages('ko', <ArrasOffMapPanel board={board} view={won} headingId="h" />)).toMatch(/지도 밖[^]*제거된 독일군 유닛[^]*SS-TK-1[^]*서쪽으로 지도를 벗어난 유닛[^]*7Kr/);
    expect(renderWithMessages('ja', <ArrasOffMapPanel board={board} view={won} headingId="h" />)).toMatch(/マップ外[^]*除去されたドイツ軍ユニット[^]*SS-TK-1[^]*西へマップを出たユニット[^]*7Kr/);
  });
});
