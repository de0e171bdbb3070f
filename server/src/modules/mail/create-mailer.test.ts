import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@marquee/core/config.js';
import { createMailer } from '@marquee/core/modules/mail/create-mailer.js';

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('createMailer', () => {
  it('sends through SMTP when SMTP_URL is set', () => {
    const { logger, lines } = capturingLogger();
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', DATABASE_URL: 'postgres://x' });
    expect(createMailer(config, logger).kind).toBe('smtp');
    expect(lines).toEqual([]);
  });

  it('writes files quietly in embedded mode, and warns at start in scaled mode', () => {
    const embedded = capturingLogger();
    expect(createMailer(loadConfig({}), embedded.logger).kind).toBe('files');
    expect(embedded.lines).toEqual([]);

    const scaled = capturingLogger();
    const config = loadConfig({ DATABASE_URL: 'postgres://db/marquee' });
    expect(createMailer(config, scaled.logger).kind).toBe('files');
    expect(scaled.lines).toMatchObject([{ level: 40, msg: expect.stringMatching(/SMTP_URL/) }]);
  });
});
