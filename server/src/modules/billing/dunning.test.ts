import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_DUNNING_JOB, registerBillingDunning } from '@marquee/worker';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { startStripeStandIn, type StripeStandIn } from '../../../test/support/stripe-stand-in.js';
import { sendStripeEvent } from '../../../test/support/stripe-webhook.js';
import { waitFor } from '../../../test/support/wait-for.js';
import { inProcessQueue } from '@marquee/core/jobs/in-process-queue.js';
import { locations } from '@marquee/core/db/schema/index.js';
import type { LocationChanged } from '@marquee/core/events/event-bus.js';

const DAY = 86_400_000;
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

describe('dunning, day by day through the worker job', () => {
  it('counts unpaid days, suspends at 5, stops screens once, and a payment restores', async () => {
    const changes: LocationChanged[] = [];
    s.services.events.on('location.changed', (c) => changes.push(c));

    const client = await s.api.register();
    const overdue = (await s.api.post('/api/locations', { name: 'Overdue' }, client.token)).body;
    const paidUp = (await s.api.post('/api/locations', { name: 'Fine' }, client.token)).body;
    const billedOn = new Date('2031-03-10T15:00:00Z');
    await s.database.db
      .update(locations)
      .set({ nextBillingDate: billedOn })
      .where(eq(locations.id, overdue.id));
    await s.database.db
      .update(locations)
      .set({ nextBillingDate: new Date('2031-04-01T00:00:00Z') })
      .where(eq(locations.id, paidUp.id));
    await sendStripeEvent(s.url, stripe.config.webhookSecret, 'checkout.session.completed', {
      id: 'cs',
      client_reference_id: String(client.user.id),
      customer: 'cus_dun',
      subscription: 'sub_dun',
    });

    // The worker's processor with an injected clock, on the real in-process queue.
    let clock = new Date('2031-03-10T23:00:00Z');
    const queue = inProcessQueue(pino({ level: 'silent' }));
    const runs: string[] = [];
    await registerBillingDunning(queue, {
      runDunning: async (day, at) => {
        const r = await s.services.billing.runDunning(day, at);
        runs.push(`${day}:${r.processed}`);
        return r;
      },
      now: () => clock,
    });
    await queue.start();
    const tick = async () => {
      const before = runs.length;
      await queue.add(BILLING_DUNNING_JOB, {});
      await waitFor(() => runs.length > before);
    };
    const get = async (id: number) => (await s.api.get(`/api/locations/${id}`, client.token)).body;

    await waitFor(() => runs.length === 1); // the start-up run, on the billing day itself
    expect((await get(overdue.id)).unpaidDays).toBe(0);

    for (let day = 1; day <= 4; day++) {
      clock = new Date(clock.getTime() + DAY);
      await tick();
      expect(await get(overdue.id)).toMatchObject({ unpaidDays: day, isSuspended: false });
      // Same day again: recorded as processed, nothing changes.
      await tick();
      expect(runs.at(-1)).toBe(`${clock.toISOString().slice(0, 10)}:false`);
      expect((await get(overdue.id)).unpaidDays).toBe(day);
    }
    expect(changes).toEqual([]);
    expect((await s.api.get('/api/billing', client.token)).body.monthlyTotal).toBe(9000);

    clock = new Date(clock.getTime() + DAY);
    await tick();
    const suspended = await get(overdue.id);
    expect(suspended).toMatchObject({ unpaidDays: 5, isSuspended: true });
    expect(suspended.suspensionDate).toBe(clock.toISOString());
    expect(changes).toMatchObject([
      { locationId: overdue.id, userId: client.user.id, reason: 'suspended' },
    ]);
    expect(await get(paidUp.id)).toMatchObject({ unpaidDays: 0, isSuspended: false });
    // Suspended locations are not billed.
    expect((await s.api.get('/api/billing', client.token)).body.monthlyTotal).toBe(4500);

    clock = new Date(clock.getTime() + DAY);
    await tick();
    expect(changes).toHaveLength(1);

    const periodEnd = Math.floor(new Date('2031-04-16T00:00:00Z').getTime() / 1000);
    const paid = await sendStripeEvent(s.url, stripe.config.webhookSecret, 'invoice.paid', {
      id: 'in_dun',
      customer: 'cus_dun',
      amount_paid: 9000,
      lines: {
        data: [{ quantity: 2, period: { start: periodEnd - 30 * 86_400, end: periodEnd } }],
      },
    });
    expect(paid.status).toBe(200);
    const restored = await get(overdue.id);
    expect(restored).toMatchObject({
      unpaidDays: 0,
      isSuspended: false,
      suspensionDate: null,
      nextBillingDate: '2031-04-16T00:00:00.000Z',
    });
    expect(changes.at(-1)).toMatchObject({ locationId: overdue.id, reason: 'unsuspended' });

    clock = new Date(clock.getTime() + DAY);
    await tick();
    expect(await get(overdue.id)).toMatchObject({ unpaidDays: 0, isSuspended: false });
    await queue.close();
  });
});
