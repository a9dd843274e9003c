/**
 * True when objects and arrays nest more than `max` levels deep in a parsed JSON value. Iterative: a body of a
 * few dozen KB can nest thousands deep, and what recurses over it afterwards (the Idempotency-Key's canonical
 * JSON, a schema) would overflow the stack.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const element of Array.isArray(item) ? item : Object.values(item)) pending.push([element, depth + 1]);
  }
  return false;
}
