import { renderToStaticMarkup } from 'react-dom/server';
import { Board } from './Board';
import { boxLayout } from './box-layout';
import { COUNTER_SIZE } from './Counter';
import { sceneGeometry } from './geometry';
import { boxTarget, cellTarget, counterTarget, type Scene, type SceneCounter } from './scene';

const hidden = (key: string, at: string): SceneCounter => ({ key, at, face: { kind: 'hidden', tone: 'royal-navy' }, name: 'British piece, face down' });

const scene: Scene = {
  label: 'Test map',
  orientation: 'pointy',
  cells: [
    { id: 'A1', hex: { q: 0, r: 0, s: 0 }, terrain: 'sea', label: 'A1', name: 'A1, transport icon', marks: ['transport'] },
    { id: 'A2', hex: { q: 1, r: 0, s: -1 }, terrain: 'sea', label: 'A2', name: 'A2' },
    { id: 'B1', hex: { q: 0, r: 1, s: -1 }, terrain: 'sea', label: 'B1', name: 'B1' },
  ],
  hexsides: [{ id: 'river', kind: 'river', between: ['A1', 'B1'] }],
  routes: [{ id: 'road', kind: 'road', cells: ['A1', 'A2'] }],
  boxes: [{ id: 'atlantic', label: 'Atlantic', borders: ['A1', 'A2'], side: 'north', detail: '4 pieces', name: 'Atlantic box, 4 pieces' }],
  counters: [
    hidden('secret-key-1', 'A1'),
    hidden('secret-key-2', 'B1'),
    { key: 'spee', at: 'A2', face: { kind: 'unit', tone: 'kriegsmarine', symbol: 'ship', title: 'Spee', left: '3', right: '2' }, name: 'Admiral Graf Spee' },
  ],
};

/** The opening tags of elements with a given role, with their attributes. */
function elementsWithRole(markup: string, role: string): Record<string, string>[] {
  return [...markup.matchAll(/<g\b([^>]*)>/g)]
    .map((match) => Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1] as string, a[2] as string])))
    .filter((attributes) => attributes['role'] === role);
}

describe('Board', () => {
  it('is view-only without targets: nothing to click or tab to', () => {
    const markup = renderToStaticMarkup(<Board scene={scene} />);
    expect(elementsWithRole(markup, 'button')).toEqual([]);
    expect(markup).not.toContain('tabindex');
  });

  it('makes every target a named button, with one of them in the tab order', () => {
    const targets = [cellTarget('A1'), cellTarget('B1'), boxTarget('atlantic'), counterTarget('spee')];
    const buttons = elementsWithRole(renderToStaticMarkup(<Board scene={scene} targets={targets} onPick={() => undefined} />), 'button');
    expect(buttons.map((b) => b['aria-label']).sort()).toEqual(['A1, transport icon', 'Admiral Graf Spee', 'Atlantic box, 4 pieces', 'B1']);
    expect(buttons.filter((b) => b['tabindex'] === '0')).toHaveLength(1);
    expect(buttons.filter((b) => b['tabindex'] === '-1')).toHaveLength(3);
  });

  it('marks the selection as pressed and puts it in the tab order', () => {
    const targets = [cellTarget('A1'), cellTarget('A2')];
    const buttons = elementsWithRole(renderToStaticMarkup(<Board scene={scene} targets={targets} selection={cellTarget('A2')} />), 'button');
    const pressed = buttons.filter((b) => b['aria-pressed'] === 'true');
    expect(pressed.map((b) => b['aria-label'])).toEqual(['A2']);
    expect(pressed[0]?.['tabindex']).toBe('0');
  });

  it('draws face-down pieces with identical markup and names, and never their keys (web.md habit 10)', () => {
    const markup = renderToStaticMarkup(<Board scene={scene} />);
    const faceDown = [...markup.matchAll(/<g transform="translate\([^)]*\)" class="passive" role="img" aria-label="British piece, face down">(.*?)<\/g><\/g>/g)].map((m) => m[1]);
    expect(faceDown).toHaveLength(2);
    expect(faceDown[0]).toBe(faceDown[1]);
    expect(markup).not.toContain('secret-key');
  });

  it('keeps face-down pieces identical when they are targets too', () => {
    const markup = renderToStaticMarkup(<Board scene={scene} targets={[counterTarget('secret-key-1'), counterTarget('secret-key-2')]} />);
    const buttons = elementsWithRole(markup, 'button');
    expect(buttons.map((b) => b['aria-label'])).toEqual(['British piece, face down', 'British piece, face down']);
    expect(markup).not.toContain('secret-key');
  });

  it('stacks counters in one place with a count', () => {
    const stacked: Scene = { ...scene, counters: [hidden('a', 'A1'), hidden('b', 'A1'), hidden('c', 'A1')] };
    const markup = renderToStaticMarkup(<Board scene={stacked} />);
    expect(markup.match(/class="stackBadge"/g)).toHaveLength(1);
    expect(markup).toMatch(/class="stackBadge"[^>]*><circle[^>]*><\/circle><text[^>]*>3<\/text>/);
  });

  it('draws rivers on hexsides, roads through centres, a path, and the box with its count', () => {
    const markup = renderToStaticMarkup(<Board scene={scene} path={['A1', 'A2', 'B1']} highlights={[cellTarget('A2')]} />);
    expect(markup.match(/<line[^>]*class="river"/g)).toHaveLength(1);
    expect(markup).toMatch(/<polyline class="road" points="[^"]+ [^"]+"/);
    expect(markup).toMatch(/<polyline class="path" points="(?:[^" ]+ ){2}[^" ]+"/);
    expect(markup.match(/class="related"/g)).toHaveLength(1);
    expect(markup).toContain('>Atlantic</text>');
    expect(markup).toContain('>4 pieces</text>');
  });

  it('draws a counter standing in a box at the box’s end, its name and count moved aside', () => {
    const spee = scene.counters[2] as SceneCounter;
    const inBox: Scene = { ...scene, counters: [{ ...spee, at: 'atlantic' }] };
    const rect = sceneGeometry(inBox).boxes.get('atlantic');
    if (!rect) throw new Error('no box');
    const layout = boxLayout(rect, 'north', true, true, COUNTER_SIZE);
    const markup = renderToStaticMarkup(<Board scene={inBox} />);
    expect(markup).toContain(`<g transform="translate(${layout.counters.x},${layout.counters.y})" class="passive" role="img" aria-label="Admiral Graf Spee">`);
    expect(markup).toContain(`x="${layout.label.x}" y="${layout.label.y}" text-anchor="middle">Atlantic</text>`);
    expect(markup).toContain(`x="${layout.detail.x}" y="${layout.detail.y}" text-anchor="middle">4 pieces</text>`);
    // Without it, the texts stand in the middle of the box.
    const empty = boxLayout(rect, 'north', true, false, COUNTER_SIZE);
    expect(renderToStaticMarkup(<Board scene={scene} />)).toContain(`x="${empty.label.x}" y="${empty.label.y}" text-anchor="middle">Atlantic</text>`);
    expect(empty.label.x).not.toBe(layout.label.x);
  });

  it('tints the last move’s cells apart from the marks of a selection, beneath them', () => {
    const markup = renderToStaticMarkup(<Board scene={scene} highlights={[cellTarget('A2')]} lastMove={[cellTarget('A1'), cellTarget('A2')]} />);
    expect(markup.match(/<polygon class="lastMove"/g)).toHaveLength(2);
    expect(markup.indexOf('class="lastMove"')).toBeLessThan(markup.indexOf('class="related"'));
  });

  it('names the whole board for screen readers and hides the printed map from them', () => {
    const markup = renderToStaticMarkup(<Board scene={scene} />);
    expect(markup).toMatch(/^<svg[^>]*role="group"[^>]*aria-label="Test map"/);
    expect(markup).toMatch(/<g aria-hidden="true"><rect class="sheet"/);
  });
});
