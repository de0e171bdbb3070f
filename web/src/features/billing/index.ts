// What the app and other features may use of billing. The billing tab and the subscribe page
// are loaded lazily (a dynamic import of their file), so they are not re-exported here.
export { PaymentAlerts } from './components/payment-alerts';
export { TrialBadge } from './components/trial-badge';
export { InvoiceTable } from './components/invoice-table';
