export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * A location's playlist sorted by the global order. Items the global list does not know
 * (not in the library any more) keep their place at the end, in their current order.
 */
export function applyGlobalOrder(playlist: readonly number[], global: readonly number[]): number[] {
  const rank = new Map(global.map((id, i) => [id, i]));
  return playlist
    .map((id, i) => ({ id, key: rank.get(id) ?? global.length + i }))
    .sort((a, b) => a.key - b.key)
    .map((e) => e.id);
}
