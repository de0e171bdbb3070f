import { IconReceipt2, IconServer } from '@tabler/icons-react';
import { EmptyPanel } from '../../../shared/ui/empty-panel';

export function AdminBillingTab() {
  return (
    <EmptyPanel
      icon={<IconReceipt2 size={34} />}
      title="Coming in the billing release"
      description="Revenue over time, subscribed accounts, average revenue per client and overdue locations will appear here once payments are connected."
    />
  );
}

export function AdminSystemTab() {
  return (
    <EmptyPanel
      icon={<IconServer size={34} />}
      title="Coming in the monitoring release"
      description="Live health of the API, database, job queue and storage, and how many screens are connected right now."
    />
  );
}
