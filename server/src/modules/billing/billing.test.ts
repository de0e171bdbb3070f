import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { sendStripeEvent } from '../../../test/support/stripe-webhook.js';
import { eq } from 'drizzle-orm';
import { locations } from '@marquee/core/db/schema/index.js';

/** Self-hosted default: no payment provider configured. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('GET /api/billing without a payment provider', () => {
  it('answers 401 signed out', async () => {
    expect((await s.api.get('/api/billing')).status).toBe(401);
  });

  it('shows the plan in cents, the free trial and no subscription', async () => {
    const before = Date.now();
    const { token } = await s.api.register();
    const empty = (await s.api.get('/api/billing', token)).body;
    expect(empty).toMatchObject({
      locations: 0,
      rate: 4500,
      monthlyTotal: 0,
      nextBillingDate: null,
      provider: 'none',
      hasSubscription: false,
      invoices: [],
    });
    const trialMs = new Date(empty.trialEndsAt).getTime() - before;
    expect(trialMs).toBeGreaterThan(13.9 * 86_400_000);
    expect(trialMs).toBeLessThan(14.1 * 86_400_000);

    const a = (await s.api.post('/api/locations', { name: 'A' }, token)).body;
    await s.api.post('/api/locations', { name: 'B' }, token);
    const res = await s.api.get('/api/billing', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locations: 2, monthlyTotal: 9000 });
    expect(res.body.nextBillingDate).toBe(a.nextBillingDate);
    expect((await s.api.get('/api/auth/user', token)).body.trialEndsAt).toBe(empty.trialEndsAt);
  });

  it('bills first when the trial ends: the location, the summary and the trial agree', async () => {
    const { token } = await s.api.register();
    const location = (await s.api.post('/api/locations', { name: 'Trial' }, token)).body;
    const summary = (await s.api.get('/api/billing', token)).body;
    expect(location.nextBillingDate).toBe(summary.trialEndsAt);
    expect(summary.nextBillingDate).toBe(summary.trialEndsAt);

    // A location dated after the trial (added before this rule) does not move the first charge.
    const later = new Date(Date.parse(summary.trialEndsAt) + 16 * 86_400_000);
    await s.database.db
      .update(locations)
      .set({ nextBillingDate: later })
      .where(eq(locations.id, location.id));
    expect((await s.api.get('/api/billing', token)).body.nextBillingDate).toBe(summary.trialEndsAt);
  });

  it('without a trial, bills a billing period after the location is added', async () => {
    const noTrial = await startTestServer({ config: { trialDays: 0 } });
    try {
      const { token } = await noTrial.api.register();
      const before = Date.now();
      const location = (await noTrial.api.post('/api/locations', { name: 'Paid' }, token)).body;
      const summary = (await noTrial.api.get('/api/billing', token)).body;
      expect(summary.trialEndsAt).toBeNull();
      expect(summary.nextBillingDate).toBe(location.nextBillingDate);
      const days = (Date.parse(location.nextBillingDate) - before) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    } finally {
      await noTrial.close();
    }
  });

  it('only counts the caller’s own locations', async () => {
    const other = await s.api.register();
    await s.api.post('/api/locations', { name: 'Theirs' }, other.token);
    const mine = await s.api.register();
    expect((await s.api.get('/api/billing', mine.token)).body.locations).toBe(0);
  });

  it('refuses checkout, portal and webhooks with the not-configured message', async () => {
    const { token } = await s.api.register();
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await s.api.post(path, {}, token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Payment processing is not yet configured. Please contact support.',
      );
    }
    const hook = await sendStripeEvent(s.url, 'whsec_x', 'invoice.paid', { id: 'in_1' });
    expect(hook.status).toBe(409);
  });

  it('never runs dunning: nothing is suspended automatically', async () => {
    const { token } = await s.api.register();
    const loc = (await s.api.post('/api/locations', { name: 'Old' }, token)).body;
    const result = await s.services.billing.runDunning('2099-01-01', new Date());
    expect(result).toMatchObject({ processed: false, suspended: [] });
    const after = (await s.api.get(`/api/locations/${loc.id}`, token)).body;
    expect(after).toMatchObject({ isSuspended: false, unpaidDays: 0 });
  });
});

describe('billing configuration', () => {
  it('is self-hosted by default and refuses a half-configured Stripe', async () => {
    const { loadConfig, ConfigError } = await import('@marquee/core/config.js');
    expect(loadConfig({}).billing).toEqual({ provider: 'none' });
    expect(loadConfig({}).trialDays).toBe(14);
    expect(loadConfig({ TRIAL_DAYS: '30' }).trialDays).toBe(30);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ID: 'price_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).billing;
    expect(stripe).toMatchObject({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_x', priceId: 'price_x' },
    });
    // Keys present but explicitly switched off: still self-hosted.
    expect(
      loadConfig({ BILLING_PROVIDER: 'none', STRIPE_SECRET_KEY: 'sk_test_x' }).billing.provider,
    ).toBe('none');
  });
});
