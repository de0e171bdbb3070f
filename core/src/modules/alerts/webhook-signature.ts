import crypto from 'node:crypto';

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as in the X-Marquee-Signature header. */
export const signatureOf = (secret: string, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

export const newWebhookSecret = () => `whsec_${crypto.randomBytes(24).toString('base64url')}`;
