import { z } from './zod-messages.js';
import { BILLING_PERIOD_DAYS, SUSPENSION_AFTER_UNPAID_DAYS } from './constants.js';

export const billingProviderKindSchema = z.enum(['none', 'stripe']);
export type BillingProviderKind = z.infer<typeof billingProviderKindSchema>;
export const invoiceStatusSchema = z.enum(['paid', 'open', 'failed']);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  locations: z.number().int(),
  /** Cents. */
  amount: z.number().int(),
  status: invoiceStatusSchema,
  createdAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/billing: the client's Billing tab. Money in cents. */
export const billingSummarySchema = z.object({
  locations: z.number().int(),
  rate: z.number().int(),
  monthlyTotal: z.number().int(),
  /**
   * When the account is charged next: the trial's end while in trial, else the earliest
   * billing date among its locations; null without locations.
   */
  nextBillingDate: z.iso.datetime().nullable(),
  trialEndsAt: z.iso.datetime().nullable(),
  provider: billingProviderKindSchema,
  hasSubscription: z.boolean(),
  invoices: z.array(invoiceSchema),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** Where to send the browser next: the payment provider's hosted page. */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** Spec §4: the overdue warning counts down from 5 unpaid days, never below 0. */
export function daysUntilSuspension(unpaidDays: number): number {
  return Math.max(0, SUSPENSION_AFTER_UNPAID_DAYS - unpaidDays);
}

/** Whole days of free trial left at `now` (0 once it has ended or when there is none). */
export function trialDaysLeft(trialEndsAt: string | null, now: Date = new Date()): number {
  if (!trialEndsAt) return 0;
  const ms = new Date(trialEndsAt).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
}

/**
 * The first charge of a location added at `now`: the trial's end while the trial runs (billing
 * starts when the trial ends), else one billing period from now.
 */
export function firstBillingDate(trialEndsAt: Date | null, now: Date): Date {
  if (trialEndsAt && trialEndsAt > now) return trialEndsAt;
  return new Date(now.getTime() + BILLING_PERIOD_DAYS * 86_400_000);
}
