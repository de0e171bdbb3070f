import { supportContact } from '@marquee/protocol';
import type { MailMessage } from '../mail/index.js';

export function passwordResetMail(o: {
  to: string;
  firstName: string;
  link: string;
  supportEmail: string | null;
}): MailMessage {
  return {
    to: o.to,
    subject: 'Reset your Marquee password',
    text: [
      `Hello ${o.firstName},`,
      '',
      `Someone asked to reset the password of the Marquee account ${o.to}.`,
      'To choose a new password, open this link within one hour (it works once):',
      '',
      o.link,
      '',
      "If you didn't ask for this, ignore this email: your password stays as it is.",
      `Questions? Please ${supportContact(o.supportEmail)}.`,
    ].join('\n'),
  };
}
