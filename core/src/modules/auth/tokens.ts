import crypto from 'node:crypto';

/** 256 random bits; only the SHA-256 is stored, so a database leak yields no usable session. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Screens' tokens carry a prefix, so a screen's poll never costs a session lookup that must miss. */
export const DISPLAY_TOKEN_PREFIX = 'mqd_';
export const newDisplayToken = () => DISPLAY_TOKEN_PREFIX + newSessionToken();
export const isDisplayToken = (token: string) => token.startsWith(DISPLAY_TOKEN_PREFIX);
