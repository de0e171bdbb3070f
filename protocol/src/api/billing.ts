import { billingSummarySchema, redirectResponseSchema } from '../billing.js';
import { defineRoute } from './define-route.js';

const tag = 'Billing';

export const billingApi = {
  summary: defineRoute({
    method: 'get',
    path: '/api/billing',
    summary: "The signed-in account's plan, next charge and latest invoices",
    tag,
    auth: 'user',
    response: billingSummarySchema,
  }),
  checkout: defineRoute({
    method: 'post',
    path: '/api/billing/checkout',
    summary: "Start a subscription: the payment provider's checkout page to send the browser to",
    tag,
    auth: 'user',
    response: redirectResponseSchema,
  }),
  portal: defineRoute({
    method: 'post',
    path: '/api/billing/portal',
    summary: "The payment provider's page for managing the subscription and payment method",
    tag,
    auth: 'user',
    response: redirectResponseSchema,
  }),
};
