/** A dependency (database, Redis) did not answer in time; answered as 503 like a refusal. */
export class DependencyTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`timed out waiting for ${what} after ${ms} ms`);
    this.name = 'DependencyTimeoutError';
  }
}

/** Waits for a call to a dependency at most `ms`; the call itself is left to finish or fail. */
export function withTimeout<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DependencyTimeoutError(what, ms)), ms);
    timer.unref();
  });
  // A late rejection of the abandoned call must not surface as an unhandled rejection.
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
