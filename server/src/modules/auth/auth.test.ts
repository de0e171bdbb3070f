import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '@marquee/core/db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const valid = {
  password: 'secret123',
  firstName: 'Grace',
  lastName: 'Hopper',
  companyName: 'Cobol Coffee',
};
const uniqueEmail = () => `g${Math.random().toString(36).slice(2)}@Example.com`;

describe('POST /api/register', () => {
  it('creates the account, answers 201 with a session and user, and sets an httpOnly cookie', async () => {
    const email = uniqueEmail();
    const res = await s.api.post('/api/register', {
      ...valid,
      email,
      confirmPassword: 'secret123',
    });
    expect(res.status).toBe(201);
    expect(res.body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Cobol Coffee',
      role: 'client',
      status: 'active',
      stripeSubscriptionId: null,
    });
    expect(Number.isInteger(res.body.user.id)).toBe(true);
    expect(new Date(res.body.user.createdAt).toISOString()).toBe(res.body.user.createdAt);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon/i);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/marquee_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('gives every spec §5 message for an empty form', async () => {
    const res = await s.api.post('/api/register', {
      email: 'nope',
      password: '123',
      firstName: '',
      lastName: ' ',
      companyName: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      companyName: 'Company name is required',
    });
    expect(typeof res.body.message).toBe('string');
  });

  it('says Required for missing fields and names the type for wrong ones', async () => {
    const res = await s.api.post('/api/register', { email: 42, password: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: 'Expected string, received number',
      password: 'Expected string, received boolean',
      firstName: 'Required',
    });
  });

  it('refuses a second account for the same email in any letter case with 409', async () => {
    const email = uniqueEmail();
    expect((await s.api.post('/api/register', { ...valid, email })).status).toBe(201);
    const again = await s.api.post('/api/register', { ...valid, email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.errors.email).toBe('An account with this email already exists');
  });

  it('stores only an argon2id hash with OWASP parameters, and only a hash of the session token', async () => {
    const email = uniqueEmail();
    const res = await s.api.post('/api/register', { ...valid, email });
    const [row] = await s.database.db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await s.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, res.body.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(res.body.sessionId);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/login', () => {
  it('signs in with any letter case of the email and answers 200 with a new session', async () => {
    const { user } = await s.api.register({ email: 'Case.Test@Example.com' });
    const res = await s.api.post('/api/login', {
      email: 'CASE.test@example.COM',
      password: 'secret123',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.headers.get('set-cookie')).toMatch(/marquee_session=/);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const { user } = await s.api.register();
    const wrong = await s.api.post('/api/login', { email: user.email, password: 'wrong-password' });
    const unknown = await s.api.post('/api/login', {
      email: 'nobody@example.com',
      password: 'secret123',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual({ message: 'Invalid email or password' });
  });

  it('validates like the form does', async () => {
    const res = await s.api.post('/api/login', { email: 'x', password: '1' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('redirects GET /api/login to the login page', async () => {
    const res = await s.api.get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});

describe('sessions', () => {
  it('accepts the Bearer token and the cookie for GET /api/auth/user, and 401 without either', async () => {
    const { token, user } = await s.api.register();
    expect((await s.api.get('/api/auth/user', token)).body).toMatchObject({
      id: user.id,
      email: user.email,
    });
    const viaCookie = await s.api.request('GET', '/api/auth/user', {
      headers: { cookie: `marquee_session=${token}` },
    });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body.id).toBe(user.id);
    const anonymous = await s.api.get('/api/auth/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Unauthorized');
    expect((await s.api.get('/api/auth/user', 'made-up-token')).status).toBe(401);
  });

  it('GET /api/logout ends the session, clears the cookie and redirects home', async () => {
    const { token } = await s.api.register();
    const res = await s.api.request('GET', '/api/logout', {
      headers: { cookie: `marquee_session=${token}` },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toMatch(/marquee_session=;/);
    expect((await s.api.get('/api/auth/user', token)).status).toBe(401);
  });

  it('POST /api/logout ends a Bearer session with 204', async () => {
    const { token } = await s.api.register();
    expect((await s.api.request('POST', '/api/logout', { token })).status).toBe(204);
    expect((await s.api.get('/api/auth/user', token)).status).toBe(401);
  });

  it('expires a session after 30 idle days', async () => {
    const { token, user } = await s.api.register();
    const idle = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await s.database.db
      .update(sessions)
      .set({ lastSeenAt: idle })
      .where(eq(sessions.userId, user.id));
    expect((await s.api.get('/api/auth/user', token)).status).toBe(401);
    const left = await s.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('keeps a session that was used 29 days ago, and slides its expiry forward', async () => {
    const { token, user } = await s.api.register();
    const old = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000);
    await s.database.db
      .update(sessions)
      .set({ lastSeenAt: old })
      .where(eq(sessions.userId, user.id));
    expect((await s.api.get('/api/auth/user', token)).status).toBe(200);
    const [row] = await s.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });
});

describe('profile and password', () => {
  it('edits name and company, validating each field', async () => {
    const { token } = await s.api.register();
    const res = await s.api.patch(
      '/api/auth/user',
      { firstName: 'Katherine', companyName: 'Orbit Bakery' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Lovelace',
      companyName: 'Orbit Bakery',
    });
    const bad = await s.api.patch('/api/auth/user', { lastName: '' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ lastName: 'Last name is required' });
    expect((await s.api.patch('/api/auth/user', { firstName: 'X' })).status).toBe(401);
  });

  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const { token, user } = await s.api.register();
    const other = (await s.api.post('/api/login', { email: user.email, password: 'secret123' }))
      .body.sessionId;
    const wrong = await s.api.post(
      '/api/auth/password',
      { currentPassword: 'nope-nope', newPassword: 'newsecret' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await s.api.post(
      '/api/auth/password',
      { currentPassword: 'secret123', newPassword: '123' },
      token,
    );
    expect(short.body.errors).toEqual({ newPassword: 'Password must be at least 6 characters' });
    const ok = await s.api.post(
      '/api/auth/password',
      { currentPassword: 'secret123', newPassword: 'newsecret' },
      token,
    );
    expect(ok.status).toBe(204);
    expect((await s.api.get('/api/auth/user', token)).status).toBe(200);
    expect((await s.api.get('/api/auth/user', other)).status).toBe(401);
    expect(
      (await s.api.post('/api/login', { email: user.email, password: 'secret123' })).status,
    ).toBe(401);
    expect(
      (await s.api.post('/api/login', { email: user.email, password: 'newsecret' })).status,
    ).toBe(200);
  });
});
