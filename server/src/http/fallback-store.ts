import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Whether shared counters are away, told once per outage for all the limiters of a process. */
export class SharedCountersStatus {
  private away = false;

  constructor(private readonly logger?: Logger) {}

  wentAway(err?: unknown): void {
    if (this.away) return;
    this.away = true;
    this.logger?.warn(
      { err: err instanceof Error ? err.message : undefined },
      'Redis is unreachable: rate limits count in this process until it returns',
    );
  }

  cameBack(): void {
    if (!this.away) return;
    this.away = false;
    this.logger?.info('Redis is back: rate limits are shared across nodes again');
  }
}

/**
 * Counts in Redis, so every node shares one budget; while Redis is away, counts in this process
 * instead of failing the request (a login must not answer 500 because a counter is out of reach).
 * The local counts are a stop-gap: they are not merged back when Redis returns.
 */
export class FallbackStore implements Store {
  readonly localKeys = false;
  private readonly local = new MemoryStore();

  constructor(
    private readonly shared: Store,
    private readonly redis: Redis,
    private readonly status: SharedCountersStatus,
  ) {}

  async init(options: Options): Promise<void> {
    this.local.init(options);
    await this.shared.init?.(options);
  }

  /** Runs on Redis when it is connected, on the local counters otherwise or when Redis fails. */
  private async either<T>(
    onShared: () => Promise<T> | T,
    onLocal: () => Promise<T> | T,
  ): Promise<T> {
    if (this.redis.status !== 'ready') {
      this.status.wentAway();
      return onLocal();
    }
    try {
      const result = await onShared();
      this.status.cameBack();
      return result;
    } catch (err) {
      this.status.wentAway(err);
      return onLocal();
    }
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      () => this.shared.increment(key),
      () => this.local.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.either(
      () => this.shared.decrement(key),
      () => this.local.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      () => this.shared.resetKey(key),
      () => this.local.resetKey(key),
    );
  }

  shutdown(): void {
    this.local.shutdown();
  }
}
