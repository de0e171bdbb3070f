import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import { daysUntilSuspension, type Location } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';
import { SupportContact } from '../../../shared/ui/support-contact';

/**
 * Spec §2/§4: overdue locations warn with the days left before suspension; suspended ones
 * play nothing and offer only the way to billing.
 */
export function PaymentAlerts({
  locations,
  onResolve,
}: {
  locations: Location[];
  onResolve: () => void;
}) {
  const suspended = locations.filter((l) => l.isSuspended);
  const overdue = locations.filter((l) => !l.isSuspended && l.unpaidDays > 0);
  if (!suspended.length && !overdue.length) return null;
  return (
    <Stack gap="sm">
      {suspended.map((l) => (
        <Alert
          key={l.id}
          data-testid="suspended-banner"
          color="red"
          variant="light"
          icon={<IconBan size={20} />}
          title={`${l.name}: Suspended - Payment Required`}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Location Suspended on {formatDate(l.suspensionDate)} due to non-payment. Its screens
              show nothing and it cannot be changed until the payment is resolved in Billing.
              Questions? Please <SupportContact />.
            </Text>
            <Button size="xs" color="red" onClick={onResolve}>
              Resolve Payment
            </Button>
          </Group>
        </Alert>
      ))}
      {overdue.map((l) => {
        const left = daysUntilSuspension(l.unpaidDays);
        return (
          <Alert
            key={l.id}
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={`${l.name}: ${l.unpaidDays} ${l.unpaidDays === 1 ? 'day' : 'days'} overdue`}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                Payment Overdue: this location will be suspended in {left}{' '}
                {left === 1 ? 'day' : 'days'}.
              </Text>
              <Button size="xs" variant="default" onClick={onResolve}>
                Resolve Payment
              </Button>
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
