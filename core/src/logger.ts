import pino, { type Logger } from 'pino';
import type { LogRing } from './log-ring.js';

/**
 * Pretty lines for a person at a terminal, JSON for log collectors; with a ring, the recent
 * lines are also kept in memory for the back office.
 */
export function createLogger(level: string, ring?: LogRing): Logger {
  const pretty = process.stdout.isTTY && level !== 'silent';
  const options = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  const out = pretty
    ? pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } })
    : pino.destination(1);
  if (!ring || level === 'silent') return pino(options, out);
  return pino(
    options,
    pino.multistream([
      { level: level as pino.Level, stream: out },
      { level: level as pino.Level, stream: ring },
    ]),
  );
}
