/** Polls until the check passes; fails with the last error after `timeoutMs`. A deadline, not a timing assertion. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
): Promise<Exclude<T, false | undefined | null>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== false && value !== undefined && value !== null)
        return value as Exclude<T, false | undefined | null>;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw lastError instanceof Error ? lastError : new Error('condition not met in time');
}
