import type { Logger } from 'pino';

/** One idempotent repair of the queue from the database, e.g. re-queueing unfinished uploads. */
export interface ReconcileStep {
  name: string;
  run(): Promise<void>;
}

export interface JobReconciler {
  /** Runs every step once; a failing step is logged and tried again on the next round. */
  reconcile(): Promise<void>;
  stop(): void;
}

export const RECONCILE_EVERY_MS = 60_000;

/**
 * The queue (in memory, or Redis without persistence) may lose jobs; the database is the
 * durable record of what is unfinished. Every step re-creates missing jobs by deterministic id,
 * so running it on several processes, or twice, queues nothing twice.
 */
export function startJobReconciler(opts: {
  steps: ReconcileStep[];
  logger: Logger;
  everyMs?: number;
}): JobReconciler {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runSteps() {
    for (const step of opts.steps) {
      if (stopped) return;
      try {
        await step.run();
      } catch (err) {
        opts.logger.warn({ err, step: step.name }, 'job reconciliation failed; retrying later');
      }
    }
  }

  const reconcile = () => {
    // Rounds never overlap: a slow one (database away) is joined, not doubled.
    running ??= runSteps().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void reconcile(), opts.everyMs ?? RECONCILE_EVERY_MS);
  timer.unref();

  return {
    reconcile,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
