import { SUSPENSION_AFTER_UNPAID_DAYS } from './constants.js';

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
  /** The earliest billing date among the account's locations; null without locations. */
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
