import { BILLING_PERIOD_DAYS, SUSPENSION_AFTER_UNPAID_DAYS } from './constants.js';

export type BillingProviderKind = 'none' | 'stripe';
export type InvoiceStatus = 'paid' | 'open' | 'failed';

export interface Invoice {
  id: number;
  periodStart: string;
  periodEnd: string;
  locations: number;
  /** Cents. */
  amount: number;
  status: InvoiceStatus;
  createdAt: string;
}

/** GET /api/billing: the client's Billing tab. Money in cents. */
export interface BillingSummary {
  locations: number;
  rate: number;
  monthlyTotal: number;
  /**
   * When the account is charged next: the trial's end while in trial, else the earliest
   * billing date among its locations; null without locations.
   */
  nextBillingDate: string | null;
  trialEndsAt: string | null;
  provider: BillingProviderKind;
  hasSubscription: boolean;
  invoices: Invoice[];
}

export interface RedirectResponse {
  url: string;
}

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
