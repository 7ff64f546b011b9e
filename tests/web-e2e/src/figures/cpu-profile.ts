/** A V8 CPU profile as Chrome DevTools Protocol's Profiler.stop returns it (the fields read here). */
export interface CpuProfile {
  readonly nodes: { id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/** A function as the tables name it: name, file, line, column. */
export const frameKey = (frame: CallFrame | undefined): string => `${frame?.functionName || '(anon)'} ${frame?.url.split('/').pop()}:${frame?.lineNumber}:${frame?.columnNumber}`;

/** Milliseconds of self time per function (name, file, line, column), largest first. */
export function selfTimeByFunction(profile: CpuProfile): [string, number][] {
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, i) => {
    const key = frameKey(byId.get(id)?.callFrame);
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]);
}
