import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Without SMTP_URL: each message becomes an .eml file in `dir` (DATA_DIR/mail) and a log line,
 * so a self-hoster can still follow a reset link. The file is a real RFC 5322 message (nodemailer's
 * stream transport builds it), which any mail client opens.
 */
export function fileMailer(dir: string, from: string, logger: Logger): Mailer {
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'files',
    async send(message: MailMessage) {
      const built = await build.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(file, built.message as Buffer, { mode: 0o600 });
      logger.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'mail not sent (no SMTP_URL): written to a file instead',
      );
    },
  };
}
