/**
 * Hands out a few slots (the embedded database's one connection, the server's CPU) fairly when
 * dashboards and screens want more than there is. In arrival order, 200 busy dashboards push
 * every request, screens' included, to the back of a queue 200 deep, and one client sending many
 * requests at once delays everyone.
 *
 * - Work of no client (screens, whichever route reaches the slot, and the server's own jobs)
 *   goes first, in arrival order.
 * - A client's work gets a tag when it first asks, one past the later of that client's previous
 *   tag and the tag being served (start-time fair queuing): a client sending many requests at
 *   once queues behind itself, not in front of others; work that asks again (a request's next
 *   query) keeps its tag, so what has started finishes first.
 * - New client work is refused at once (QueueFullError) while `maxWaiting` client jobs wait, and
 *   a job still waiting after `maxWaitMs` is refused then: an honest "come back" beats an answer
 *   after 15 s. Work already started and work of no client are never refused.
 */

/** Work done for one client (a dashboard request); the queue writes its place in line here. */
export interface ClientWork {
  /** Fairness is per client: a session, or an address when signed out. */
  readonly client: string;
  tag?: number;
  order?: number;
}

/** Too much waits: answered 503 with Retry-After, like PostgreSQL refusing a connection (53300). */
export class QueueFullError extends Error {
  readonly code = '53300';
  constructor(what: string) {
    super(`${what} is busy: too much work is waiting`);
    this.name = 'QueueFullError';
  }
}

export interface FairQueueOptions {
  /** What the queue guards, for the error message. */
  name: string;
  /** How many jobs run at once. */
  slots: number;
  maxWaiting: number;
  /** Unset: client jobs wait as long as it takes. */
  maxWaitMs?: number;
}

interface Job {
  readonly tag: number;
  readonly order: number;
  readonly start: () => void;
  readonly refuse: () => void;
  timer?: NodeJS.Timeout;
}

const YIELD_EVERY_MS = 2;

export class FairQueue {
  private running = 0;
  private handingOn = false;
  private lastTurn = 0;
  private readonly first: Job[] = [];
  /** Sorted by (tag, order); tags mostly grow, so new jobs are placed from the end. */
  private readonly clients: Job[] = [];
  private readonly lastTag = new Map<string, number>();
  private servedTag = 0;
  private arrivals = 0;

  constructor(private readonly opts: FairQueueOptions) {}

  get waiting(): { first: number; clients: number } {
    return { first: this.first.length, clients: this.clients.length };
  }

  /** Runs `fn` in a slot when its turn comes; `work` undefined means it goes first. */
  run<T>(work: ClientWork | undefined, fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        let result: Promise<T>;
        try {
          result = fn();
        } catch (err) {
          result = Promise.reject(err as Error);
        }
        result.then(
          (value) => {
            this.release();
            resolve(value);
          },
          (err: unknown) => {
            this.release();
            reject(err as Error);
          },
        );
      };
      const refuse = () => reject(new QueueFullError(this.opts.name));
      if (!work) this.first.push({ tag: 0, order: 0, start, refuse });
      else {
        const isNew = work.tag === undefined || work.order === undefined;
        const full = this.clients.length >= this.opts.maxWaiting && this.running >= this.opts.slots;
        if (isNew && full) return refuse();
        if (work.tag === undefined || work.order === undefined) {
          work.tag = Math.max(this.servedTag, this.lastTag.get(work.client) ?? 0) + 1;
          work.order = this.arrivals++;
          this.rememberTag(work.client, work.tag);
        }
        const job: Job = { tag: work.tag, order: work.order, start, refuse };
        if (isNew && this.opts.maxWaitMs !== undefined) {
          job.timer = setTimeout(() => this.giveUp(job), this.opts.maxWaitMs);
        }
        this.enqueue(job);
      }
      if (!this.handingOn) this.next();
    });
  }

  private next(): void {
    while (this.running < this.opts.slots) {
      const job = this.first.shift() ?? this.clients.shift();
      if (!job) return;
      clearTimeout(job.timer);
      this.running++;
      if (job.tag > this.servedTag) this.servedTag = job.tag;
      job.start();
    }
  }

  /**
   * Every few milliseconds the next job starts only after the event loop has had a turn: a
   * database query resolves in microtasks, so handing the slot straight on would let dashboards'
   * queries run back to back while a screen's request sits unread in its socket.
   */
  private release(): void {
    this.running--;
    if (this.handingOn) return;
    if (performance.now() - this.lastTurn < YIELD_EVERY_MS) return this.next();
    this.handingOn = true;
    setImmediate(() => {
      this.handingOn = false;
      this.lastTurn = performance.now();
      this.next();
    });
  }

  private giveUp(job: Job): void {
    const i = this.clients.indexOf(job);
    if (i < 0) return;
    this.clients.splice(i, 1);
    job.refuse();
  }

  private enqueue(job: Job): void {
    let i = this.clients.length;
    while (i > 0 && after(this.clients[i - 1]!, job)) i--;
    this.clients.splice(i, 0, job);
  }

  /** Tags at or below the one being served weigh nothing, so those clients are forgotten. */
  private rememberTag(client: string, tag: number): void {
    this.lastTag.set(client, tag);
    if (this.lastTag.size <= 10_000) return;
    for (const [c, t] of this.lastTag) if (t <= this.servedTag) this.lastTag.delete(c);
  }
}

const after = (a: Job, b: Job) => a.tag > b.tag || (a.tag === b.tag && a.order > b.order);
