import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

/** Delivers through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, smtps://). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
