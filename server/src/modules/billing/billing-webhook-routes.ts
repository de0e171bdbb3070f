import express, { Router } from 'express';
import { operationsApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { HttpError } from '@marquee/core/http/errors.js';
import { WebhookSignatureError } from '@marquee/core/modules/billing/billing-provider.js';
import type { BillingService } from '@marquee/core/modules/billing/billing-service.js';

/**
 * Mounted at `/api` before express.json: the signature covers the exact bytes Stripe sent, so
 * the body must reach the provider unparsed (the declaration names no body for that reason).
 */
export function billingWebhookRoutes(billing: BillingService): Router {
  const r = Router();
  route(
    r,
    operationsApi.billingWebhook,
    [express.raw({ type: () => true, limit: '1mb' })],
    async (_input, req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        await billing.handleWebhook(body, req.get('stripe-signature'));
      } catch (err) {
        if (err instanceof WebhookSignatureError)
          throw new HttpError(400, 'Invalid webhook signature');
        throw err;
      }
      return { received: true as const };
    },
  );
  return r;
}
