import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCreditCard, IconCurrencyDollar, IconUserDollar } from '@tabler/icons-react';
import { daysUntilSuspension, formatCents, type AdminBillingLocation } from '@marquee/protocol';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/lib/format-date';
import { notify } from '../../../shared/lib/notify';
import { useBelow } from '../../../shared/lib/use-below';
import { QueryError } from '../../../shared/ui/query-error';
import { StatCard } from '../../../shared/ui/stat-card';
import { useAdminBilling } from '../api/get-admin-billing';
import { useSettleLocation, type SettleAction } from '../api/settle-location';

function TroubleBadge({ location: l }: { location: AdminBillingLocation }) {
  return l.isSuspended ? (
    <Badge color="red" variant="light" radius="sm">
      Suspended {formatDate(l.suspensionDate)}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" radius="sm">
      {l.unpaidDays} days overdue · {daysUntilSuspension(l.unpaidDays)} left
    </Badge>
  );
}

function TroubledTable({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: AdminBillingLocation[];
  empty: string;
}) {
  const settle = useSettleLocation();
  const act = (id: number, action: SettleAction) =>
    settle.mutate(
      { id, action },
      {
        onSuccess: () =>
          notify.success(action === 'mark-paid' ? 'Marked as paid' : 'Location restored'),
        onError: (e) => notify.error('Error', errorMessage(e, 'Could not update the location')),
      },
    );
  const id = title.toLowerCase().replace(/\W+/g, '-');
  // A phone gets cards: the table's actions would sit off to the side.
  const phone = useBelow('sm');
  const actions = (locationId: number) => (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button size="xs" onClick={() => act(locationId, 'mark-paid')}>
        Mark as paid
      </Button>
      <Button size="xs" variant="default" onClick={() => act(locationId, 'restore')}>
        Restore
      </Button>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md" id={id}>
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {empty}
        </Text>
      ) : phone ? (
        <Stack gap="sm" aria-labelledby={id}>
          {rows.map((l) => (
            <Paper key={l.id} withBorder radius="md" p="sm" shadow="none">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {l.name}
                  </Text>
                  <Text size="sm">{formatCents(l.monthlyFee)}</Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {l.companyName} · {l.ownerEmail}
                </Text>
                <TroubleBadge location={l} />
                {actions(l.id)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing="sm" aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Location</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Fee</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{l.companyName}</Text>
                    <Text size="xs" c="dimmed">
                      {l.ownerEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TroubleBadge location={l} />
                  </Table.Td>
                  <Table.Td>{formatCents(l.monthlyFee)}</Table.Td>
                  <Table.Td>{actions(l.id)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

export function AdminBillingTab() {
  const billing = useAdminBilling();
  if (billing.isError)
    return <QueryError error={billing.error} onRetry={() => void billing.refetch()} />;
  const b = billing.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard
          label="Monthly Revenue (excl. trials)"
          value={formatCents(b?.monthlyRevenue ?? 0)}
          icon={<IconCurrencyDollar size={24} />}
          color="teal"
          loading={!b}
        />
        <StatCard
          label="Users with a subscription"
          value={b?.subscribedUsers ?? 0}
          icon={<IconCreditCard size={24} />}
          loading={!b}
        />
        <StatCard
          label="Average revenue per user"
          value={formatCents(b?.averageRevenuePerUser ?? 0)}
          hint={b ? `over ${b.payingUsers} paying clients (trials excluded)` : undefined}
          icon={<IconUserDollar size={24} />}
          color="grape"
          loading={!b}
        />
      </SimpleGrid>
      {!b ? (
        <Skeleton h={160} />
      ) : (
        <>
          <TroubledTable
            title="Suspended locations"
            rows={b.suspended}
            empty="No suspended locations."
          />
          <TroubledTable title="Overdue locations" rows={b.overdue} empty="No overdue locations." />
        </>
      )}
    </Stack>
  );
}
