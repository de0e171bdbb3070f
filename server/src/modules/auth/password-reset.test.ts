import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import {
  decodeQuotedPrintable,
  resetLinkIn,
  startSmtpInbox,
  type SmtpInbox,
} from '../../../test/support/smtp-inbox.js';
import { waitFor } from '../../../test/support/wait-for.js';
import { passwordResets } from '@marquee/core/db/schema/index.js';
import { hashToken } from '@marquee/core/modules/auth/tokens.js';

let s: TestServer;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  s = await startTestServer({
    config: {
      mail: { smtpUrl: inbox.url, from: 'Marquee <no-reply@marquee.test>' },
      publicUrl: 'https://signage.example.com',
      supportEmail: 'help@marquee.test',
    },
  });
});
afterAll(async () => {
  await s?.close();
  await inbox?.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  s.api.request('POST', '/api/auth/forgot-password', { body: { email }, headers });
const reset = (token: string, password: string) =>
  s.api.post('/api/auth/reset-password', { token, password });
const login = (email: string, password: string) => s.api.post('/api/login', { email, password });

describe('forgot password over SMTP', () => {
  it('mails a single-use link to PUBLIC_URL; the new password works, the old one and other sessions end', async () => {
    const { user, token: session } = await s.api.register({ password: 'old-secret' });
    const asked = await forgot(user.email.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body.message).toMatch(/If an account exists/);

    const mail = await inbox.mailTo(user.email);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Subject: Reset your Marquee password');
    expect(text).toContain("If you didn't ask for this, ignore this email");
    expect(text).toContain('contact support at help@marquee.test');
    const link = resetLinkIn(mail.raw);
    // The link's origin is PUBLIC_URL, never the Host the request came with.
    expect(link.origin).toBe('https://signage.example.com');
    const token = link.searchParams.get('token')!;
    // Only the hash is stored.
    const rows = await s.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeCloseTo(3_600_000, -4);

    expect((await reset(token, 'new-secret')).status).toBe(204);
    expect((await login(user.email, 'old-secret')).status).toBe(401);
    expect((await login(user.email, 'new-secret')).status).toBe(200);
    expect((await s.api.get('/api/auth/user', session)).status).toBe(401);

    const again = await reset(token, 'third-secret');
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has already been used/);
    expect((await login(user.email, 'new-secret')).status).toBe(200);
  });

  it('refuses an expired link with its own message and keeps the password', async () => {
    const { user } = await s.api.register({ password: 'old-secret' });
    await forgot(user.email);
    const token = resetLinkIn((await inbox.mailTo(user.email)).raw).searchParams.get('token')!;
    await s.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const expired = await reset(token, 'new-secret');
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/expired/);
    expect((await login(user.email, 'old-secret')).status).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const before = inbox.received.length;
    const unknown = await forgot('nobody-here@example.com');
    const { user } = await s.api.register();
    const known = await forgot(user.email);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await inbox.mailTo(user.email);
    expect(inbox.received.slice(before).flatMap((m) => m.to)).toEqual([user.email]);
  });

  it('refuses unknown tokens and passwords that break the registration rules, clearly', async () => {
    const unknown = await reset('not-a-token', 'new-secret');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/invalid/);
    const short = await reset('not-a-token', '123');
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe('Password must be at least 6 characters');
    const badEmail = await s.api.post('/api/auth/forgot-password', { email: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors.email).toBe('Invalid email address');
  });

  it('limits requests per email address with 429 and Retry-After', async () => {
    const { user } = await s.api.register();
    for (let i = 0; i < s.config.resetLimits.perEmail; i++)
      expect((await forgot(user.email)).status).toBe(202);
    const limited = await forgot(user.email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many reset requests/);
  });
});

describe('forgot password without SMTP_URL', () => {
  let local: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-mail-'));
    local = await startTestServer({
      config: { dataDir, mail: { smtpUrl: undefined, from: 'Marquee <no-reply@marquee.test>' } },
    });
  });
  afterAll(async () => {
    await local?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes the message as an .eml in DATA_DIR/mail, and its link resets the password', async () => {
    const { user } = await local.api.register({ password: 'old-secret' });
    expect(
      (
        await local.api.request('POST', '/api/auth/forgot-password', {
          body: { email: user.email },
        })
      ).status,
    ).toBe(202);
    const mailDir = path.join(dataDir, 'mail');
    const [file] = await waitFor(async () => {
      const names = await fs.readdir(mailDir).catch(() => []);
      return names.length ? names : undefined;
    });
    expect(file).toMatch(/\.eml$/);
    const raw = await fs.readFile(path.join(mailDir, file!), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    expect(decodeQuotedPrintable(raw)).toContain('contact your administrator');
    const token = resetLinkIn(raw).searchParams.get('token')!;
    expect(
      (await local.api.post('/api/auth/reset-password', { token, password: 'new-secret' })).status,
    ).toBe(204);
    expect(
      (await local.api.post('/api/login', { email: user.email, password: 'new-secret' })).status,
    ).toBe(200);
  });
});
