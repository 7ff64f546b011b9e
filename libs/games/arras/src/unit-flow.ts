/**
 * Whether every source can be given one of its own choices, none given twice (bipartite matching by augmenting paths).
 * The quick case of `everySourceReachesASink`, with ways of one resource each.
 */
export function everySourceGetsOne(choices: readonly (readonly number[])[]): boolean {
  const holder = new Map<number, number>();
  const assign = (source: number, seen: Set<number>): boolean => {
    for (const choice of choices[source] ?? []) {
      if (seen.has(choice)) continue;
      seen.add(choice);
      const other = holder.get(choice);
      if (other === undefined || assign(other, seen)) {
        holder.set(choice, source);
        return true;
      }
    }
    return false;
  };
  return choices.every((_, source) => assign(source, new Set()));
}

/**
 * Whether every source can take one of its ways with no resource taken twice. A way is a list of resources (numbers),
 * its last one a sink; each resource has room for one source. The ways must form a layered graph (a resource is
 * followed by the same resources in every way it appears in), so this is a unit-capacity maximum flow, found by
 * augmenting paths. The graphs here are tiny: a few sources and at most a few hundred ways.
 */
export function everySourceReachesASink(ways: readonly (readonly (readonly number[])[])[]): boolean {
  if (ways.some((own) => own.length === 0)) return false;
  const flow = new UnitFlow();
  const source = flow.node('source');
  const sink = flow.node('sink');
  const linked = new Set<string>();
  const link = (from: number, to: number) => {
    const key = `${from}>${to}`;
    if (linked.has(key)) return;
    linked.add(key);
    flow.edge(from, to);
  };
  const into = (resource: number) => {
    const entry = flow.node(`in ${resource}`);
    link(entry, flow.node(`out ${resource}`));
    return entry;
  };
  ways.forEach((own, i) => {
    const start = flow.node(`source ${i}`);
    link(source, start);
    for (const way of own) {
      let at = start;
      for (const resource of way) {
        const entry = into(resource);
        link(at, entry);
        at = flow.node(`out ${resource}`);
      }
      link(at, sink);
    }
  });
  let found = 0;
  while (found < ways.length && flow.augment(source, sink)) found++;
  return found === ways.length;
}

interface Edge {
  readonly to: number;
  room: number;
  /** Index of the reverse edge in `to`'s list. */
  readonly back: number;
}

class UnitFlow {
  private readonly ids = new Map<string, number>();
  private readonly out: Edge[][] = [];

  node(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.out.length;
      this.ids.set(name, id);
      this.out.push([]);
    }
    return id;
  }

  edge(from: number, to: number): void {
    const forward = this.out[from] as Edge[];
    const backward = this.out[to] as Edge[];
    forward.push({ to, room: 1, back: backward.length });
    backward.push({ to: from, room: 0, back: forward.length - 1 });
  }

  /** Sends one more unit from `from` to `to` along a path with room, if there is one. */
  augment(from: number, to: number, seen = new Set<number>()): boolean {
    if (from === to) return true;
    seen.add(from);
    for (const edge of this.out[from] as Edge[]) {
      if (edge.room === 0 || seen.has(edge.to) || !this.augment(edge.to, to, seen)) continue;
      edge.room -= 1;
      const reverse = (this.out[edge.to] as Edge[])[edge.back] as Edge;
      reverse.room += 1;
      return true;
    }
    return false;
  }
}
