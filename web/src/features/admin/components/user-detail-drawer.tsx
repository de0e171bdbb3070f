// Only the back office uses a drawer: its stylesheet comes with it (app/mantine-styles.ts).
import '@mantine/core/styles/Drawer.css';
import {
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatCents, formatFileSize } from '@marquee/protocol';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/lib/format-date';
import { notify } from '../../../shared/lib/notify';
import { QueryError } from '../../../shared/ui/query-error';
import { LocationStatusBadge } from '../../locations';
import { InvoiceTable } from '../../billing';
import { EmergencyPanel } from '../../emergency';
import { useAdminUser } from '../api/get-admin-user';
import { useRevokeAdminSessions } from '../api/revoke-admin-sessions';
import { RoleBadge, StatusBadge } from './user-badges';

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

export function UserDetailDrawer({
  userId,
  onClose,
}: {
  userId: number | null;
  onClose: () => void;
}) {
  const detail = useAdminUser(userId);
  const revoke = useRevokeAdminSessions();
  const d = detail.data;
  const accountSuspended = d?.user.status === 'suspended';

  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={d ? `${d.user.firstName} ${d.user.lastName}` : 'User'}
    >
      {detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !d ? (
        <Skeleton h={300} />
      ) : (
        <Stack gap="lg">
          <Group gap="xs">
            <Text size="sm">{d.user.email}</Text>
            <RoleBadge role={d.user.role} />
            <StatusBadge status={d.user.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {d.user.companyName} · joined {formatDate(d.user.createdAt)}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label="Monthly total" value={formatCents(d.billing.monthlyTotal)} />
            <Fact label="Content items" value={d.contentCount} />
            <Fact label="Storage used" value={formatFileSize(d.storageBytes)} />
            <Fact label="Subscription" value={d.billing.hasSubscription ? 'Active' : 'None'} />
          </SimpleGrid>

          <section aria-labelledby="detail-locations">
            <Title order={3} fz="md" mb="xs" id="detail-locations">
              Locations ({d.locations.length})
            </Title>
            {d.locations.length === 0 ? (
              <Text size="sm" c="dimmed">
                No locations.
              </Text>
            ) : (
              <Table verticalSpacing={6} aria-labelledby="detail-locations">
                <Table.Tbody>
                  {d.locations.map((l) => (
                    <Table.Tr key={l.id} data-testid="detail-location">
                      <Table.Td>{l.name}</Table.Td>
                      <Table.Td>
                        {accountSuspended ? (
                          <Badge color="red" variant="light" radius="sm">
                            Stopped: account suspended
                          </Badge>
                        ) : (
                          <LocationStatusBadge location={l} />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          Next billing {formatDate(l.nextBillingDate)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </section>

          {d.locations.length > 0 ? (
            <section aria-labelledby="detail-emergency">
              <Title order={3} fz="md" mb="xs" id="detail-emergency">
                Emergency
              </Title>
              <EmergencyPanel
                scope={{ kind: 'account', userId: d.user.id }}
                locations={d.locations}
              />
            </section>
          ) : null}

          <section aria-labelledby="detail-screens">
            <Title order={3} fz="md" mb="xs" id="detail-screens">
              Screens ({d.screens.length})
            </Title>
            {d.screens.length === 0 ? (
              <Text size="sm" c="dimmed">
                No paired screens.
              </Text>
            ) : (
              <Stack gap={4}>
                {d.screens.map((sc) => (
                  <Text size="sm" key={sc.id}>
                    {sc.name} · last seen {sc.lastSeenAt ? formatDate(sc.lastSeenAt) : 'never'}
                  </Text>
                ))}
              </Stack>
            )}
          </section>

          <section aria-labelledby="detail-billing">
            <Title order={3} fz="md" mb="xs" id="detail-billing">
              Billing
            </Title>
            <Text size="sm" mb="xs">
              {d.billing.overdueLocations} overdue · {d.billing.suspendedLocations} suspended
            </Text>
            <InvoiceTable invoices={d.billing.invoices} />
          </section>

          <section aria-labelledby="detail-sessions">
            <Group justify="space-between" mb="xs">
              <Title order={3} fz="md" id="detail-sessions">
                Active sessions ({d.sessions.length})
              </Title>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={d.sessions.length === 0}
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(d.user.id, {
                    onSuccess: () => notify.success('Sessions revoked'),
                    onError: (e) => notify.error('Error', errorMessage(e, 'Could not revoke')),
                  })
                }
              >
                Revoke all
              </Button>
            </Group>
            {d.sessions.map((s) => (
              <Text size="xs" c="dimmed" key={s.id}>
                {s.userAgent ?? 'Unknown client'} · {s.ip ?? '—'} · last seen{' '}
                {formatDate(s.lastSeenAt)}
              </Text>
            ))}
          </section>
        </Stack>
      )}
    </Drawer>
  );
}
