import { Router, type Request } from 'express';
import { billingApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { BillingService } from '@marquee/core/modules/billing/billing-service.js';

/** Where the provider sends the browser back: this deployment, as the browser reached it. */
const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

export function billingRoutes(billing: BillingService): Router {
  const r = Router();

  route(r, billingApi.summary, [requireUser], (_input, req) => billing.summary(signedIn(req).user));

  route(r, billingApi.checkout, [requireUser], async (_input, req) => ({
    url: await billing.checkout(signedIn(req).user, originOf(req)),
  }));

  route(r, billingApi.portal, [requireUser], async (_input, req) => ({
    url: await billing.portal(signedIn(req).user, originOf(req)),
  }));

  return r;
}
