import { Badge, Table, Text } from '@mantine/core';
import { formatCents, type Invoice } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';

const statusLook = {
  paid: { color: 'teal', label: 'Paid' },
  open: { color: 'gray', label: 'Open' },
  failed: { color: 'red', label: 'Payment failed' },
} as const;

export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        No invoices yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table verticalSpacing="xs" aria-label="Invoice history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Period</Table.Th>
            <Table.Th>Locations</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>
                <Text size="sm">
                  {formatDate(i.periodStart)} – {formatDate(i.periodEnd)}
                </Text>
              </Table.Td>
              <Table.Td>{i.locations}</Table.Td>
              <Table.Td>{formatCents(i.amount)}</Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" color={statusLook[i.status].color}>
                  {statusLook[i.status].label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
