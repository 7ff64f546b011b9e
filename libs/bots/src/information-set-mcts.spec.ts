import { seededDice, type DiceSource } from '@wargames/engine';
import { backUp, informationSetMcts, iterate, selectEdge, type Edge, type InformationSet, type World } from './information-set-mcts';

const edge = (action: string, visits: number, total: number, available: number): Edge<string> => ({ action, visits, total, available, next: new Map() });
const settings = { iterations: 400, exploration: 0.5, maxDepth: 4 };

describe('information-set MCTS: selection and backup', () => {
  it('tries an action never tried before any other, in the order given (the policy’s guess first)', () => {
    const edges = [edge('a', 3, 3, 3), edge('b', 0, 0, 3), edge('c', 0, 0, 3)];
    expect(selectEdge(edges, 0.5).action).toBe('b');
  });

  it('without exploration picks the best mean; with it, the less tried of two equal means', () => {
    const edges = [edge('a', 10, 6, 20), edge('b', 10, 4, 20)];
    expect(selectEdge(edges, 0).action).toBe('a');
    const equal = [edge('a', 10, 5, 20), edge('b', 2, 1, 20)];
    expect(selectEdge(equal, 0.5).action).toBe('b');
  });

  it('explores by availability, not by the parent’s visits: a rarely available action earns less of a bonus', () => {
    // The same mean and visits; 'a' was available in 1000 iterations, 'b' only in 3: UCB favours 'a'.
    const edges = [edge('b', 3, 1.5, 3), edge('a', 3, 1.5, 1000)];
    expect(selectEdge(edges, 0.5).action).toBe('a');
  });

  it('adds one result to every edge on the path', () => {
    const path = [edge('a', 1, 1, 1), edge('b', 0, 0, 1)];
    backUp(path, 0.25);
    expect(path.map((e) => [e.visits, e.total])).toEqual([
      [2, 1.25],
      [1, 0.25],
    ]);
  });
});

/**
 * A toy game of hidden information: a card, 'red' with chance 0.7, is hidden from the observer. He may 'guess-red',
 * 'guess-black' (1 if right) or 'peek' (the card is shown to him, then he guesses again: always right, but worth 0.9).
 * Best: peek (0.9) over guessing red (0.7); after a peek, the tree must tell the two observations apart.
 */
class CardWorld implements World<string> {
  private seen: string | null = null;
  private result: number | null = null;
  constructor(private readonly card: 'red' | 'black') {}
  actions(): readonly string[] | null {
    if (this.result !== null) return null;
    return this.seen ? ['guess-black', 'guess-red'] : ['guess-black', 'guess-red', 'peek'];
  }
  play(action: string): string {
    if (action === 'peek') {
      this.seen = this.card;
      return this.card;
    }
    const right = action === `guess-${this.card}`;
    this.result = right ? (this.seen ? 0.9 : 1) : 0;
    return '';
  }
  rollout(): number {
    // A random guesser finishes what the tree did not.
    return this.result ?? 0.5 * (this.seen ? 0.9 : 1);
  }
}

const cardSampler = (rng: DiceSource) => () => new CardWorld(rng.int(10) < 7 ? 'red' : 'black');

describe('information-set MCTS on a toy game of hidden information', () => {
  it('finds that seeing the card is worth more than the likelier guess, and after it answers by what was seen', () => {
    const { best, root } = informationSetMcts(['guess-black', 'guess-red', 'peek'], (a) => a, cardSampler(seededDice(1)), settings);
    expect(best).toBe('peek');
    const peek = root.edges.get('peek') as Edge<string>;
    // Two information sets after a peek, one per card seen; each prefers the guess that matches what it saw.
    expect([...peek.next.keys()].sort()).toEqual(['black', 'red']);
    const preferred = (node: InformationSet<string>) => [...node.edges.values()].sort((a, b) => b.visits - a.visits)[0]?.action;
    expect(preferred(peek.next.get('red') as InformationSet<string>)).toBe('guess-red');
    expect(preferred(peek.next.get('black') as InformationSet<string>)).toBe('guess-black');
  });

  it('without the peek, guesses the likelier card', () => {
    const { best } = informationSetMcts(['guess-black', 'guess-red'], (a) => a, cardSampler(seededDice(2)), settings);
    expect(best).toBe('guess-red');
  });

  it('counts availability per iteration at every node it walks through', () => {
    const root: InformationSet<string> = { edges: new Map() };
    const rng = seededDice(3);
    for (let i = 0; i < 50; i++) iterate(root, cardSampler(rng)(), ['guess-black', 'guess-red', 'peek'], (a) => a, settings);
    for (const e of root.edges.values()) expect(e.available).toBe(50);
    const peek = root.edges.get('peek') as Edge<string>;
    // Below the peek, an action was available once for each later visit that reached that information set.
    const below = [...peek.next.values()].flatMap((node) => [...node.edges.values()]);
    const reached = [...peek.next.values()].reduce((sum, node) => sum + ((node.edges.values().next().value as Edge<string> | undefined)?.available ?? 0), 0);
    expect(reached).toBe(peek.visits - 1);
    for (const e of below) expect(e.visits).toBeLessThanOrEqual(e.available);
  });

  it('reproduces its choice and its tree from the same random stream', () => {
    const run = () => informationSetMcts(['guess-black', 'guess-red', 'peek'], (a) => a, cardSampler(seededDice(4)), { ...settings, iterations: 60 });
    const first = run();
    const second = run();
    expect(second.best).toBe(first.best);
    expect([...second.root.edges.values()].map((e) => [e.visits, e.total])).toEqual([...first.root.edges.values()].map((e) => [e.visits, e.total]));
  });
});
