import { Badge } from '@mantine/core';
import { trialDaysLeft } from '@marquee/protocol';

/** In the header and on the Billing tab while the free trial runs; gone once it ends. */
export function TrialBadge({ trialEndsAt }: { trialEndsAt: string | null }) {
  const days = trialDaysLeft(trialEndsAt);
  if (days === 0) return null;
  return (
    <Badge variant="light" color="grape" radius="sm" data-testid="trial-badge">
      Free trial: {days} {days === 1 ? 'day' : 'days'} left
    </Badge>
  );
}
