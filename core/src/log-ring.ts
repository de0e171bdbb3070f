import { Writable } from 'node:stream';
import type { LogEntry } from '@marquee/protocol';

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/**
 * The last N log lines of this process, for the back office's Logs view. Bounded, so a
 * chatty server never grows its memory; the full log still goes to stdout for collectors.
 */
export class LogRing extends Writable {
  private readonly entries: LogEntry[] = [];

  constructor(private readonly capacity = 500) {
    super({ decodeStrings: false });
  }

  override _write(chunk: string | Buffer, _enc: string, done: () => void): void {
    for (const line of String(chunk).split('\n')) if (line) this.add(line);
    done();
  }

  private add(line: string) {
    try {
      const {
        time,
        level,
        msg,
        pid: _pid,
        hostname: _host,
        ...details
      } = JSON.parse(line) as {
        time: number;
        level: number;
        msg?: string;
        pid?: number;
        hostname?: string;
      } & Record<string, unknown>;
      this.entries.push({
        time: new Date(time).toISOString(),
        level: LEVELS[level] ?? String(level),
        msg: msg ?? '',
        ...(Object.keys(details).length ? { details } : {}),
      });
      if (this.entries.length > this.capacity) this.entries.shift();
    } catch {
      // Not a pino JSON line: nothing to show.
    }
  }

  /** Newest first. */
  recent(limit: number, minLevel?: string): LogEntry[] {
    const order = Object.values(LEVELS);
    const floor = minLevel ? order.indexOf(minLevel) : 0;
    const out: LogEntry[] = [];
    for (let i = this.entries.length - 1; i >= 0 && out.length < limit; i--) {
      const e = this.entries[i]!;
      if (order.indexOf(e.level) >= floor) out.push(e);
    }
    return out;
  }
}
