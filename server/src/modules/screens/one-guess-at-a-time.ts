/**
 * Past its guess limit, a network still gets its right code honoured, but only one guess at a
 * time (each wrong one held for a while), so it cannot sweep the code space with parallel
 * connections. A few may wait in line; more are refused outright.
 */
export function oneGuessAtATime(maxWaiting = 4) {
  const lines = new Map<string, { tail: Promise<void>; waiting: number }>();

  /** Resolves to a release function once it is this key's turn, or undefined if the line is full. */
  return async function enter(key: string): Promise<(() => void) | undefined> {
    const line = lines.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
    if (line.waiting >= maxWaiting) return undefined;
    line.waiting++;
    lines.set(key, line);
    const previous = line.tail;
    let release!: () => void;
    line.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return () => {
      line.waiting--;
      if (line.waiting === 0) lines.delete(key);
      release();
    };
  };
}
