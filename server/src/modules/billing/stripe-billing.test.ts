import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { startStripeStandIn, type StripeStandIn } from '../../../test/support/stripe-stand-in.js';
import { sendStripeEvent } from '../../../test/support/stripe-webhook.js';
import { waitFor } from '../../../test/support/wait-for.js';

let s: TestServer;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  s = await startTestServer({ config: { billing: { provider: 'stripe', stripe: stripe.config } } });
});
afterAll(async () => {
  await s?.close();
  await stripe?.close();
});

const event = (type: string, object: Record<string, unknown>) =>
  sendStripeEvent(s.url, stripe.config.webhookSecret, type, object);

async function subscribedClient(locations: number) {
  const client = await s.api.register();
  const ids: number[] = [];
  for (let i = 0; i < locations; i++)
    ids.push((await s.api.post('/api/locations', { name: `L${i}` }, client.token)).body.id);
  const customerId = `cus_${client.user.id}`;
  const subscriptionId = `sub_${client.user.id}`;
  stripe.quantities.set(subscriptionId, locations);
  const done = await event('checkout.session.completed', {
    id: 'cs_1',
    object: 'checkout.session',
    client_reference_id: String(client.user.id),
    customer: customerId,
    subscription: subscriptionId,
  });
  expect(done.status).toBe(200);
  return { ...client, ids, customerId, subscriptionId };
}

function invoice(id: string, customer: string, periodEnd: Date, amount = 9000) {
  return {
    id,
    object: 'invoice',
    customer,
    amount_paid: amount,
    amount_due: amount,
    lines: {
      data: [
        {
          quantity: amount / 4500,
          period: {
            start: Math.floor(Date.now() / 1000),
            end: Math.floor(periodEnd.getTime() / 1000),
          },
        },
      ],
    },
  };
}

describe('Stripe billing', () => {
  it('starts a Checkout session for as many locations as the account has', async () => {
    const { token } = await s.api.register();
    await s.api.post('/api/locations', { name: 'One' }, token);
    await s.api.post('/api/locations', { name: 'Two' }, token);
    await s.api.post('/api/locations', { name: 'Three' }, token);
    const res = await s.api.post('/api/billing/checkout', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('https://checkout.stripe.test/c/cs_test_1');
    const sent = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price]')).toBe('price_location_monthly');
    expect(sent.form.get('line_items[0][quantity]')).toBe('3');
    expect(sent.form.get('success_url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?tab=billing/);
    // The rest of the 14-day free trial carries over to the subscription.
    expect(Number(sent.form.get('subscription_data[trial_end]'))).toBeGreaterThan(
      Date.now() / 1000 + 13 * 86_400,
    );
    expect((await s.api.get('/api/billing', token)).body.provider).toBe('stripe');
  });

  it('rejects webhooks with a bad or missing signature, changing nothing', async () => {
    const client = await s.api.register();
    const forged = {
      id: 'cs_forged',
      client_reference_id: String(client.user.id),
      customer: 'cus_evil',
      subscription: 'sub_evil',
    };
    const bad = await sendStripeEvent(
      s.url,
      'whsec_wrong_secret',
      'checkout.session.completed',
      forged,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid webhook signature');
    const none = await sendStripeEvent(s.url, 'x', 'checkout.session.completed', forged, {
      signature: '',
    });
    expect(none.status).toBe(400);
    expect((await s.api.get('/api/billing', client.token)).body.hasSubscription).toBe(false);
  });

  it('records the subscription on checkout completion and opens the portal', async () => {
    const c = await subscribedClient(1);
    const billing = (await s.api.get('/api/billing', c.token)).body;
    expect(billing.hasSubscription).toBe(true);
    expect((await s.api.get('/api/auth/user', c.token)).body.stripeSubscriptionId).toBe(
      c.subscriptionId,
    );
    const portal = await s.api.post('/api/billing/portal', {}, c.token);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session_1');
    const sent = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(sent.form.get('customer')).toBe(c.customerId);
    // A second checkout would double-bill.
    expect((await s.api.post('/api/billing/checkout', {}, c.token)).status).toBe(409);
  });

  it('keeps the subscription quantity equal to the number of locations', async () => {
    const c = await subscribedClient(2);
    const third = (await s.api.post('/api/locations', { name: 'New' }, c.token)).body;
    expect(stripe.quantities.get(c.subscriptionId)).toBe(3);
    await s.api.del(`/api/locations/${third.id}`, c.token);
    await s.api.del(`/api/locations/${c.ids[0]}`, c.token);
    expect(stripe.quantities.get(c.subscriptionId)).toBe(1);
    const update = stripe.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${c.subscriptionId}`,
    )!;
    expect(update.form.get('items[0][id]')).toBe(`si_${c.subscriptionId}`);
  });

  it('still creates the location when Stripe is down', async () => {
    const c = await subscribedClient(1);
    stripe.failNextRequests(4);
    const res = await s.api.post('/api/locations', { name: 'During outage' }, c.token);
    expect(res.status).toBe(201);
  });

  it('records paid and failed invoices once, and a cancellation ends the subscription', async () => {
    const c = await subscribedClient(2);
    const periodEnd = new Date(Date.now() + 31 * 86_400_000);
    const failed = await event(
      'invoice.payment_failed',
      invoice('in_fail', c.customerId, periodEnd),
    );
    expect(failed.status).toBe(200);
    const paid = invoice('in_paid', c.customerId, periodEnd);
    expect((await event('invoice.paid', paid)).status).toBe(200);
    // Stripe retries deliveries: the same invoice must not be recorded twice.
    expect((await event('invoice.paid', paid)).status).toBe(200);
    const billing = (await s.api.get('/api/billing', c.token)).body;
    expect(billing.invoices).toHaveLength(2);
    expect(billing.invoices.map((i: { status: string }) => i.status).sort()).toEqual([
      'failed',
      'paid',
    ]);
    expect(billing.invoices.find((i: { status: string }) => i.status === 'paid')).toMatchObject({
      amount: 9000,
      locations: 2,
    });
    expect(billing.nextBillingDate).toBe(
      new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString(),
    );

    await event('customer.subscription.deleted', {
      id: c.subscriptionId,
      object: 'subscription',
      customer: c.customerId,
    });
    expect((await s.api.get('/api/billing', c.token)).body.hasSubscription).toBe(false);
  });

  it('asks Stripe to retry an invoice for a customer it has not seen yet', async () => {
    const res = await event(
      'invoice.paid',
      invoice('in_early', 'cus_unknown', new Date(Date.now() + 86_400_000)),
    );
    expect(res.status).toBe(409);
  });

  it('acknowledges events it does not handle', async () => {
    const res = await event('customer.created', { id: 'cus_x', object: 'customer' });
    expect(res.status).toBe(200);
    await waitFor(() => true);
  });
});
