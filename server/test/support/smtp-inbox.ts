import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for.js';

export interface ReceivedMail {
  to: string[];
  /** The whole message as received, headers and (transfer-encoded) body. */
  raw: string;
}

/** Undoes quoted-printable (soft line breaks, =XX escapes), as a mail client would. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link in a received or written message. */
export function resetLinkIn(raw: string): URL {
  const match = /(https?:\/\/\S+\/reset-password\?token=[\w%-]+)/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return new URL(match[1]!);
}

/** A real SMTP server on a free port of 127.0.0.1 that keeps what it is sent. */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message for `to` beyond the first `after` ones. */
    mailTo: (to: string, after = 0) =>
      waitFor(() => received.filter((m) => m.to.includes(to))[after]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
