import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCreditCard, IconReceipt } from '@tabler/icons-react';
import {
  BILLING_PERIOD_DAYS,
  formatCents,
  MONTHLY_FEE_CENTS,
  monthlyTotalCents,
} from '@marquee/protocol';
import type { User } from '@marquee/protocol';
import { Link } from 'react-router-dom';
import { addDays } from '../../../shared/lib/add-days';
import { formatDate } from '../../../shared/lib/format-date';
import { useLocations } from '../../locations/api/get-locations';

function PlanRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" py={6}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

export function BillingTab({ user }: { user: User }) {
  const locations = useLocations();
  const list = locations.data ?? [];
  const hasSubscription = Boolean(user.stripeSubscriptionId);
  const suspended = list.filter((l) => l.isSuspended).length;
  // Suspended locations are not billed; say so, or the total would not add up.
  const locationsLabel = suspended
    ? `${list.length} (${suspended} suspended, not billed)`
    : String(list.length);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="lg" aria-labelledby="current-plan-title">
        <Group gap="sm" mb="md">
          <ThemeIcon variant="light" size="lg" radius="md">
            <IconReceipt size={20} />
          </ThemeIcon>
          <Title order={2} fz="lg" id="current-plan-title">
            Current Plan
          </Title>
        </Group>
        {locations.isPending ? (
          <Skeleton h={120} />
        ) : (
          <Stack gap={0}>
            <PlanRow label="Locations" value={locationsLabel} />
            <PlanRow
              label="Rate"
              value={`${formatCents(MONTHLY_FEE_CENTS)} per location / month`}
            />
            <PlanRow label="Monthly total" value={formatCents(monthlyTotalCents(list))} />
            <PlanRow
              label="Next billing date"
              value={formatDate(addDays(new Date(), BILLING_PERIOD_DAYS))}
            />
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg" aria-labelledby="subscription-title">
        <Group gap="sm" mb="md">
          <ThemeIcon variant="light" size="lg" radius="md" color="teal">
            <IconCreditCard size={20} />
          </ThemeIcon>
          <Title order={2} fz="lg" id="subscription-title">
            Subscription Management
          </Title>
        </Group>
        <Text size="sm" c="dimmed" mb="lg">
          {hasSubscription
            ? 'Your subscription is active. Update your payment method or see your invoices.'
            : 'Add a payment method to keep your locations running after the free trial.'}
        </Text>
        <Button component={Link} to="/subscribe" variant={hasSubscription ? 'default' : 'filled'}>
          {hasSubscription ? 'Manage Subscription' : 'Set Up Billing'}
        </Button>
      </Paper>
    </SimpleGrid>
  );
}
