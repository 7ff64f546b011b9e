/**
 * Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012, "Information Set Monte Carlo Tree
 * Search", IEEE TCIAIG 4(2)), for one observer: the seat that decides.
 *
 * Each iteration samples one world consistent with everything the observer has seen (a determinization), then walks
 * a tree whose nodes are the observer's information sets: a node is reached by the observer's own actions and what he
 * observed between them (the `observation` keys the world returns), never by anything hidden from him. At each node
 * only the actions available in this world are considered, and UCB uses availability counts (how often an action
 * could have been chosen) instead of the parent's visits, as in SO-ISMCTS. The opponent and chance act inside the
 * world (`World.play`), by the world's own policy; the tree therefore never branches on a move the observer cannot
 * see (the weakness of SO-ISMCTS that MO-ISMCTS addresses in the paper). A leaf is scored by a play-out.
 *
 * A fixed number of iterations, never a clock, so that the same random stream reproduces the choice.
 */

/** One sampled world, played forward from the observer's decision. */
export interface World<A> {
  /** The observer's actions now in this world, best guess first; null when the tree stops here (no decision, horizon). */
  actions(): readonly A[] | null;
  /** Plays the observer's action and everything after it until he decides again; returns what he observed meanwhile. */
  play(action: A): string;
  /** The observer's result from here, in [0, 1], by a play-out. */
  rollout(): number;
}

export interface IsmctsSettings {
  readonly iterations: number;
  /** UCB1's exploration constant, for results in [0, 1]. */
  readonly exploration: number;
  /** The observer's decisions a path may hold before the play-out takes over. */
  readonly maxDepth: number;
}

/** An action's statistics at one information set. */
export interface Edge<A> {
  readonly action: A;
  /** Iterations that chose it. */
  visits: number;
  /** Sum of their results. */
  total: number;
  /** Iterations in which it was available at this node (the availability count). */
  available: number;
  /** The information sets after it, by what the observer saw. */
  readonly next: Map<string, InformationSet<A>>;
}

export interface InformationSet<A> {
  readonly edges: Map<string, Edge<A>>;
}

const newNode = <A>(): InformationSet<A> => ({ edges: new Map() });

/**
 * The action to take at a node: an action never tried comes first (in the order given, so the policy's guess is
 * tried first); otherwise the highest UCB1 with the availability count in place of the parent's visits.
 */
export function selectEdge<A>(edges: readonly Edge<A>[], exploration: number): Edge<A> {
  const untried = edges.find((edge) => edge.visits === 0);
  if (untried) return untried;
  let best = edges[0] as Edge<A>;
  let bestValue = -Infinity;
  for (const edge of edges) {
    const value = edge.total / edge.visits + exploration * Math.sqrt(Math.log(edge.available) / edge.visits);
    if (value > bestValue) {
      bestValue = value;
      best = edge;
    }
  }
  return best;
}

/** Adds one iteration's result to every edge on its path. */
export function backUp<A>(path: readonly Edge<A>[], result: number): void {
  for (const edge of path) {
    edge.visits++;
    edge.total += result;
  }
}

/** One iteration: descend by selection, expand one action, play out, back up. */
export function iterate<A>(root: InformationSet<A>, world: World<A>, rootActions: readonly A[], keyOf: (action: A) => string, settings: IsmctsSettings): void {
  const path: Edge<A>[] = [];
  let node = root;
  for (let depth = 0; depth < settings.maxDepth; depth++) {
    const actions = depth === 0 ? rootActions : world.actions();
    if (!actions || actions.length === 0) break;
    const edges = actions.map((action) => {
      const key = keyOf(action);
      let edge = node.edges.get(key);
      if (!edge) {
        edge = { action, visits: 0, total: 0, available: 0, next: new Map() };
        node.edges.set(key, edge);
      }
      edge.available++;
      return edge;
    });
    const edge = selectEdge(edges, settings.exploration);
    const expanding = edge.visits === 0;
    path.push(edge);
    const observation = world.play(edge.action);
    if (expanding) break;
    let next = edge.next.get(observation);
    if (!next) {
      next = newNode<A>();
      edge.next.set(observation, next);
    }
    node = next;
  }
  backUp(path, world.rollout());
}

/** The search: `sample(i)` draws the i-th world. Returns the root's most visited action (ties: the earlier one). */
export function informationSetMcts<A>(
  rootActions: readonly A[],
  keyOf: (action: A) => string,
  sample: (iteration: number) => World<A>,
  settings: IsmctsSettings,
): { best: A; root: InformationSet<A> } {
  const root = newNode<A>();
  for (let i = 0; i < settings.iterations; i++) iterate(root, sample(i), rootActions, keyOf, settings);
  let best = rootActions[0] as A;
  let bestVisits = -1;
  for (const action of rootActions) {
    const visits = root.edges.get(keyOf(action))?.visits ?? 0;
    if (visits > bestVisits) {
      bestVisits = visits;
      best = action;
    }
  }
  return { best, root };
}
