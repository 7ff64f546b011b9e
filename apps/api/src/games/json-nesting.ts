/**
 * Whether a JSON value nests arrays and objects more than `limit` levels deep (the value itself is level 1).
 * Iterative, so it answers for any depth; recursive validators and JSON.stringify overflow the stack on such input.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, level] = next;
    if (item === null || typeof item !== 'object') continue;
    if (level > limit) return true;
    for (const child of Object.values(item)) pending.push([child, level + 1]);
  }
  return false;
}
