import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Mailer } from './mailer.js';
import { smtpMailer } from './smtp-mailer.js';
import { fileMailer } from './file-mailer.js';

/** SMTP when SMTP_URL is set; otherwise files in DATA_DIR/mail plus the log. */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.mail.smtpUrl) return smtpMailer(config.mail.smtpUrl, config.mail.from);
  // A scaled install's API nodes rarely share a disk the operator reads: say so once, at start.
  if (config.databaseUrl)
    logger.warn(
      'SMTP_URL is not set: mail (password resets) goes only to the log and DATA_DIR/mail of the node that sends it',
    );
  return fileMailer(path.join(config.dataDir, 'mail'), config.mail.from, logger);
}
