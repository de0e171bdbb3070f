import { Badge, type MantineBreakpoint } from '@mantine/core';
import { trialDaysLeft } from '@marquee/protocol';

/**
 * In the header and on the Billing tab while the free trial runs; gone once it ends. The header
 * hides it on phones (`visibleFrom`), where it would squeeze the company name to a letter; the
 * Billing tab still shows it there.
 */
export function TrialBadge({
  trialEndsAt,
  visibleFrom,
}: {
  trialEndsAt: string | null;
  visibleFrom?: MantineBreakpoint;
}) {
  const days = trialDaysLeft(trialEndsAt);
  if (days === 0) return null;
  return (
    <Badge
      variant="light"
      color="grape"
      radius="sm"
      data-testid="trial-badge"
      visibleFrom={visibleFrom}
    >
      Free trial: {days} {days === 1 ? 'day' : 'days'} left
    </Badge>
  );
}
