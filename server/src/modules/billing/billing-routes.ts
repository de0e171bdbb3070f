import { Router, type Request } from 'express';
import type { RedirectResponse } from '@marquee/protocol';
import { requireUser, signedIn } from '../auth/index.js';
import type { BillingService } from './billing-service.js';

/** Where the provider sends the browser back: this deployment, as the browser reached it. */
const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

export function billingRoutes(billing: BillingService): Router {
  const r = Router();
  r.use('/billing', requireUser);

  r.get('/billing', async (req, res) => {
    res.json(await billing.summary(signedIn(req).user));
  });

  r.post('/billing/checkout', async (req, res) => {
    const url = await billing.checkout(signedIn(req).user, originOf(req));
    res.json({ url } satisfies RedirectResponse);
  });

  r.post('/billing/portal', async (req, res) => {
    const url = await billing.portal(signedIn(req).user, originOf(req));
    res.json({ url } satisfies RedirectResponse);
  });

  return r;
}
