import { afterAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES_DEFAULT } from '@marquee/protocol';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

describe('GET /api/config/public', () => {
  it('tells signed-out visitors the configured trial length, support contact and upload limit, and nothing else', async () => {
    const s = await startTestServer({
      config: { trialDays: 21, supportEmail: 'help@example.com', maxUploadBytes: 5_000_000 },
    });
    servers.push(s);
    const res = await s.api.get('/api/config/public');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      trialDays: 21,
      supportEmail: 'help@example.com',
      maxUploadBytes: 5_000_000,
    });
    // The account a visitor then creates gets exactly that trial.
    const before = Date.now();
    const { token } = await s.api.register();
    const trialEndsAt = (await s.api.get('/api/billing', token)).body.trialEndsAt;
    expect(Math.round((Date.parse(trialEndsAt) - before) / 86_400_000)).toBe(21);
  });

  it('says 0 when there is no trial, and the default upload limit when none is set', async () => {
    const s = await startTestServer({ config: { trialDays: 0 } });
    servers.push(s);
    expect((await s.api.get('/api/config/public')).body).toEqual({
      trialDays: 0,
      supportEmail: null,
      maxUploadBytes: MAX_UPLOAD_BYTES_DEFAULT,
    });
  });
});
