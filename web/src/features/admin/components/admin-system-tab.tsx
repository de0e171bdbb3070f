import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconFileSpreadsheet } from '@tabler/icons-react';
import { adminApi, systemApi } from '@marquee/protocol';
import { QueryError } from '../../../shared/ui/query-error';
import { useSystemHealth } from '../api/get-system-health';
import { AuditLogTable } from './audit-log-table';
import { SystemHealthCards } from './system-health-cards';
import { SystemLogs } from './system-logs';

export function AdminSystemTab() {
  const health = useSystemHealth();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="lg" mb="sm">
          Health
        </Title>
        {health.isError ? (
          <QueryError error={health.error} onRetry={() => void health.refetch()} />
        ) : (
          <SystemHealthCards health={health.data} />
        )}
      </div>
      <SystemLogs />
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" gap="sm">
          <div>
            <Text fw={600}>Reports and backup</Text>
            <Text size="sm" c="dimmed">
              Revenue by month as CSV; a full copy of the database (PGlite data directory, or a
              pg_dump SQL file on PostgreSQL).
            </Text>
          </div>
          <Group gap="xs">
            <Button
              component="a"
              href={adminApi.revenueReport.path}
              download
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
            >
              Reports
            </Button>
            <Button
              component="a"
              href={systemApi.backup.path}
              download
              variant="default"
              leftSection={<IconDatabaseExport size={16} />}
            >
              Backup
            </Button>
          </Group>
        </Group>
      </Paper>
      <AuditLogTable />
    </Stack>
  );
}
