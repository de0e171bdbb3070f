import { Code, Group, Pagination, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../shared/lib/format-date';
import { QueryError } from '../../../shared/ui/query-error';
import { useAuditLog } from '../api/get-audit-log';

/** Only the fields that changed, so a row reads "status: active → suspended". */
function changes(before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return keys
    .map((k) => `${k}: ${JSON.stringify(b[k] ?? null)} → ${JSON.stringify(a[k] ?? null)}`)
    .join('\n');
}

export function AuditLogTable() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md" id="audit-title">
        Audit log
      </Title>
      {audit.isError ? (
        <QueryError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : !audit.data ? (
        <Skeleton h={120} />
      ) : audit.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center">
          No admin actions yet.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720} type="native">
            <Table verticalSpacing="xs" aria-labelledby="audit-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.rows.map((e) => (
                  <Table.Tr key={e.id} data-testid="audit-row">
                    <Table.Td>
                      <Text size="xs">
                        {formatDate(e.createdAt)} {new Date(e.createdAt).toLocaleTimeString()}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{e.actorEmail}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" fw={600}>
                        {e.action}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {e.targetType}
                        {e.targetId !== null ? ` #${e.targetId}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Code block fz="xs">
                        {changes(e.before, e.after) || '—'}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" mt="sm">
            <Pagination
              size="sm"
              total={Math.max(1, Math.ceil(audit.data.total / 20))}
              value={page}
              onChange={setPage}
            />
          </Group>
        </>
      )}
    </Paper>
  );
}
