import express, { Router } from 'express';
import { HttpError } from '../../http/errors.js';
import { WebhookSignatureError } from './billing-provider.js';
import type { BillingService } from './billing-service.js';

/**
 * Mounted before express.json: the signature covers the exact bytes Stripe sent, so the body
 * must reach the provider unparsed.
 */
export function billingWebhookRoutes(billing: BillingService): Router {
  const r = Router();
  r.post(
    '/api/billing/webhook',
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        await billing.handleWebhook(body, req.get('stripe-signature'));
      } catch (err) {
        if (err instanceof WebhookSignatureError)
          throw new HttpError(400, 'Invalid webhook signature');
        throw err;
      }
      res.json({ received: true });
    },
  );
  return r;
}
