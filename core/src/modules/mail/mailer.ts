/** One message, plain text: every mail client shows it, and links stay copyable. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; password resets now, alerts later. The file fallback logs the text too: that is how a self-hoster without SMTP reads it. */
export interface Mailer {
  /** 'smtp' delivers; 'files' writes .eml files (and a log line) for a self-hoster to read. */
  readonly kind: 'smtp' | 'files';
  send(message: MailMessage): Promise<void>;
}
