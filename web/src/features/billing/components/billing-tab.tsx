import {
  Alert,
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
import { IconCreditCard, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { formatCents, trialDaysLeft } from '@marquee/protocol';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/lib/format-date';
import { QueryError } from '../../../shared/ui/query-error';
import { useBilling } from '../api/get-billing';
import { useOpenPortal } from '../api/open-portal';
import { InvoiceTable } from './invoice-table';
import { TrialBadge } from './trial-badge';

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

function SectionTitle({
  id,
  icon,
  title,
  color,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  color?: string;
}) {
  return (
    <Group gap="sm" mb="md">
      <ThemeIcon variant="light" size="lg" radius="md" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
    </Group>
  );
}

export function BillingTab() {
  const billing = useBilling();
  const portal = useOpenPortal();
  if (billing.isError)
    return <QueryError error={billing.error} onRetry={() => void billing.refetch()} />;
  const b = billing.data;
  const trialLeft = trialDaysLeft(b?.trialEndsAt ?? null);

  return (
    <Stack gap="lg">
      {b && trialLeft > 0 && (
        <Alert color="grape" variant="light" title="Free trial">
          Your free trial ends on {formatDate(b.trialEndsAt)} ({trialLeft}{' '}
          {trialLeft === 1 ? 'day' : 'days'} left). <TrialBadge trialEndsAt={b.trialEndsAt} />
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper
          component="section"
          withBorder
          radius="md"
          p="lg"
          aria-labelledby="current-plan-title"
        >
          <SectionTitle
            id="current-plan-title"
            icon={<IconReceipt size={20} />}
            title="Current Plan"
          />
          {!b ? (
            <Skeleton h={120} />
          ) : (
            <Stack gap={0}>
              <PlanRow label="Locations" value={String(b.locations)} />
              <PlanRow label="Rate" value={`${formatCents(b.rate)} per location / month`} />
              <PlanRow label="Monthly total" value={formatCents(b.monthlyTotal)} />
              <PlanRow
                label="Next billing date"
                value={b.nextBillingDate ? formatDate(b.nextBillingDate) : 'No locations yet'}
              />
            </Stack>
          )}
        </Paper>
        <Paper
          component="section"
          withBorder
          radius="md"
          p="lg"
          aria-labelledby="subscription-title"
        >
          <SectionTitle
            id="subscription-title"
            icon={<IconCreditCard size={20} />}
            title="Subscription Management"
            color="teal"
          />
          {!b ? (
            <Skeleton h={80} />
          ) : b.hasSubscription ? (
            <>
              <Text size="sm" c="dimmed" mb="lg">
                Your subscription is active. Update your payment method or download invoices.
              </Text>
              <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
                Manage Subscription
              </Button>
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed" mb="lg">
                {b.provider === 'none'
                  ? 'Online payment is not configured on this server; billing here is informational.'
                  : 'Add a payment method to keep your locations running after the free trial.'}
              </Text>
              <Button component={Link} to="/subscribe">
                Set Up Billing
              </Button>
            </>
          )}
        </Paper>
      </SimpleGrid>
      <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="invoices-title">
        <SectionTitle
          id="invoices-title"
          icon={<IconFileInvoice size={20} />}
          title="Invoice History"
          color="gray"
        />
        {b ? <InvoiceTable invoices={b.invoices} /> : <Skeleton h={80} />}
      </Paper>
    </Stack>
  );
}
