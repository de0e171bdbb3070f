import pino, { type Logger } from 'pino';

/** Pretty lines for a person at a terminal, JSON for log collectors. */
export function createLogger(level: string): Logger {
  const pretty = process.stdout.isTTY && level !== 'silent';
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
