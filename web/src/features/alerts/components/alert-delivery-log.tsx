import { Badge, Table, Text } from '@mantine/core';
import type { AlertDelivery } from '@marquee/protocol';
import { timeAgo } from '../../../shared/lib/time-ago';
import { useAlertDeliveries } from '../api/alerts-api';

const what: Record<AlertDelivery['event'], string> = {
  offline: 'Offline',
  online: 'Back online',
  media_error: 'Media error',
};
const color: Record<AlertDelivery['status'], string> = {
  sent: 'teal',
  pending: 'yellow',
  failed: 'red',
};

/** The last alerts sent: status, tries and the last error, so the owner can fix a receiver. */
export function AlertDeliveryLog() {
  const deliveries = useAlertDeliveries();
  const rows = deliveries.data ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No alerts sent yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table fz="xs" verticalSpacing={4} aria-label="Alert deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Screen</Table.Th>
            <Table.Th>Alert</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{timeAgo(d.createdAt)}</Table.Td>
              <Table.Td>{d.displayName}</Table.Td>
              <Table.Td>{what[d.event]}</Table.Td>
              <Table.Td>{d.channel === 'email' ? 'Email' : 'Webhook'}</Table.Td>
              <Table.Td>
                <Badge size="xs" color={color[d.status]} variant="light">
                  {d.status} · {d.attempts} {d.attempts === 1 ? 'try' : 'tries'}
                </Badge>
                {d.lastError && (
                  <Text size="xs" c="dimmed" lineClamp={1} title={d.lastError}>
                    {d.lastError}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
