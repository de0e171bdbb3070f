import Stripe from 'stripe';
import type { ApiResponse } from './api-client.js';

const stripe = new Stripe('sk_test_unused');

/** Posts a Stripe-shaped event to the webhook, signed the way Stripe signs it. */
export async function sendStripeEvent(
  baseUrl: string,
  secret: string,
  type: string,
  object: Record<string, unknown>,
  opts: { signature?: string } = {},
): Promise<ApiResponse> {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = opts.signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(`${baseUrl}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  const text = await res.text();
  return {
    status: res.status,
    body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    headers: res.headers,
  };
}
