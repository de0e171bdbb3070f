import sharp from 'sharp';
import type { apiClient } from '../support/api-client.js';
import { idOf, seedTenant, type Tenant } from '../support/seed-tenant.js';
import {
  jsonText,
  type Body,
  type Credential,
  type FuzzCase,
  type Ref,
  type WireRequest,
} from './fuzz-case.js';

type Api = ReturnType<typeof apiClient>;

export interface FuzzServer {
  url: string;
  api: Api;
  /** Makes (or promotes) an admin with this password. */
  ensureAdmin(email: string, password: string): Promise<void>;
}

/**
 * The live data the cases point at. Cases may delete it (a DELETE with the owner's own id, a
 * logout, an admin suspending the owner): `keepUsable` re-seeds whatever no longer answers.
 */
export async function fuzzWorld(server: FuzzServer) {
  const { api } = server;
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3c3' } })
    .png()
    .toBuffer();
  let admins = 0;
  async function newAdmin() {
    const email = `fuzz-admin-${++admins}-${Date.now()}@example.com`;
    await server.ensureAdmin(email, 'fuzz-admin-pass');
    const res = await api.post('/api/login', { email, password: 'fuzz-admin-pass' });
    if (res.status !== 200) throw new Error(`fuzz admin login: ${res.status}`);
    return res.body.sessionId as string;
  }
  async function newClaimToken() {
    const res = await api.post('/api/pair-display/screen-codes', {});
    return res.body.claimToken as string;
  }
  async function revokedToken(t: Tenant) {
    const login = await api.post('/api/login', { email: t.email, password: t.password });
    await api.post('/api/logout', {}, login.body.sessionId);
    return login.body.sessionId as string;
  }

  const state = {
    owner: await seedTenant(server.url, api),
    other: await seedTenant(server.url, api),
    admin: await newAdmin(),
    claim: await newClaimToken(),
    revoked: '',
    reseeded: 0,
  };
  state.revoked = await revokedToken(state.owner);

  /** A fresh session for the same account (a case logged it out), or undefined if it cannot sign in. */
  async function signInAgain(t: Tenant): Promise<Tenant | undefined> {
    if ((await api.get('/api/auth/user', t.token)).status === 200) return t;
    const res = await api.post('/api/login', { email: t.email, password: t.password });
    return res.status === 200 ? { ...t, token: res.body.sessionId as string } : undefined;
  }

  async function usable(t: Tenant) {
    const checks = await Promise.all([
      api.get(`/api/locations/${t.location.id}`, t.token),
      api.get(`/api/content/${t.content.id}`, t.token),
      api.get(`/api/schedules/${t.schedule.id}`, t.token),
      api.get('/api/display/session', t.displayToken),
    ]);
    return checks.every((r) => r.status === 200);
  }

  async function keepUsable() {
    for (const who of ['owner', 'other'] as const) {
      const signedIn = await signInAgain(state[who]);
      if (signedIn && (await usable(signedIn))) {
        state[who] = signedIn;
        continue;
      }
      state[who] = await seedTenant(server.url, api);
      state.reseeded++;
    }
    if ((await api.get('/api/admin/stats', state.admin)).status !== 200)
      state.admin = await newAdmin();
    if ((await api.get('/api/pair-display/screen-codes/status', state.claim)).status !== 200)
      state.claim = await newClaimToken();
  }

  function credentialHeaders(c: Credential): Record<string, string> {
    if (c === 'none') return {};
    if (typeof c === 'object') return { ...c };
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    switch (c) {
      case 'owner':
        return bearer(state.owner.token);
      case 'owner-cookie':
        return { cookie: `marquee_session=${state.owner.token}` };
      case 'other':
        return bearer(state.other.token);
      case 'admin':
        return bearer(state.admin);
      case 'screen':
        return bearer(state.owner.displayToken);
      case 'screen-claim':
        return bearer(state.claim);
      case 'revoked':
        return bearer(state.revoked);
    }
  }

  function bodyBytes(b: Body, ids: (r: Ref) => number) {
    switch (b.kind) {
      case 'none':
        return { body: undefined, type: null };
      case 'json':
        return { body: Buffer.from(jsonText(b.json, ids)), type: b.contentType };
      case 'text':
        return { body: Buffer.from(b.text), type: b.contentType };
      case 'bytes':
        return { body: Buffer.from(b.bytes), type: b.contentType };
      case 'multipart': {
        const boundary = b.boundary ?? 'fuzzboundary';
        const chunks: Buffer[] = [];
        for (const part of b.parts) {
          const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
          const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
          chunks.push(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
            ),
            typeof part.data === 'string' ? Buffer.from(part.data, 'latin1') : png,
            Buffer.from('\r\n'),
          );
        }
        chunks.push(Buffer.from(`--${boundary}--\r\n`));
        const whole = Buffer.concat(chunks);
        const body = b.cut === null ? whole : whole.subarray(0, Math.floor(whole.length * b.cut));
        const type =
          b.boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
        return { body, type };
      }
    }
  }

  /** The case as bytes on the wire, with the world's current ids and tokens. */
  function resolve(c: FuzzCase): WireRequest {
    const ids = (r: Ref) => idOf(state[r.ref], r.kind);
    const media = state.owner.mediaUrl.split('/');
    const path =
      c.path
        .map((p) => {
          if ('lit' in p) return p.lit;
          if ('id' in p) return String(ids(p.id));
          return p.media === 'folder' ? media[2]! : media[3]!;
        })
        .join('/') + c.query;
    const { body, type } = bodyBytes(c.body, ids);
    const headers: Record<string, string> = {};
    for (const [name, value] of c.headers) headers[name] = value;
    Object.assign(headers, credentialHeaders(c.credential));
    if (type !== null) headers['content-type'] = type;
    return { method: c.method, path, headers, body };
  }

  return { state, resolve, keepUsable };
}
