import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { StripeConfig } from '@marquee/core/config.js';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body Stripe's client sends, decoded. */
  form: URLSearchParams;
}

/**
 * A local stand-in for the few Stripe API endpoints Marquee calls, so no test reaches the
 * internet. Records every request; subscriptions keep their quantity between calls.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const quantities = new Map<string, number>();
  let failNext = 0;

  const subscription = (id: string) => ({
    id,
    object: 'subscription',
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, object: 'subscription_item', quantity: quantities.get(id) ?? 1 }],
    },
  });

  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(body || url.search);
    requests.push({ method: req.method ?? '', path: url.pathname, form });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    };
    if (failNext > 0) {
      failNext--;
      return send(500, { error: { type: 'api_error', message: 'stand-in outage' } });
    }
    const sub = url.pathname.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      return send(200, {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/c/cs_test_1',
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, {
        id: 'bps_test_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session_1',
      });
    }
    if (sub && req.method === 'GET') return send(200, subscription(sub[1]!));
    if (sub && req.method === 'POST') {
      const q = form.get('items[0][quantity]');
      if (q !== null) quantities.set(sub[1]!, Number(q));
      return send(200, subscription(sub[1]!));
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `no stand-in for ${url.pathname}` },
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const config: StripeConfig = {
    secretKey: 'sk_test_standin',
    webhookSecret: 'whsec_test_standin',
    priceId: 'price_location_monthly',
    apiBase: new URL(`http://127.0.0.1:${port}`),
  };
  return {
    config,
    requests,
    quantities,
    /** Makes the next n calls answer 500, to test that an outage does not break the app. */
    failNextRequests(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
