import { Badge, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatFileSize, type HealthState, type SystemHealth } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';

const stateLook: Record<HealthState, { color: string; label: string }> = {
  ok: { color: 'teal', label: 'Healthy' },
  error: { color: 'red', label: 'Failing' },
  'not-configured': { color: 'gray', label: 'Not configured' },
};

function Card({ title, state, lines }: { title: string; state: HealthState; lines: string[] }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={title} role="group">
      <Text fw={600} mb={6}>
        {title}
      </Text>
      <Badge color={stateLook[state].color} variant="light" radius="sm" mb={6}>
        {stateLook[state].label}
      </Badge>
      {lines.map((l) => (
        <Text key={l} size="xs" c="dimmed">
          {l}
        </Text>
      ))}
    </Paper>
  );
}

/** A worker that has not beaten for two minutes is as good as gone. */
const STALE_MS = 2 * 60_000;

export function SystemHealthCards({ health }: { health: SystemHealth | undefined }) {
  if (!health) return <Skeleton h={140} />;
  const { database, redis, storage, jobs, mediaDisk } = health;
  const beat = jobs.workerHeartbeat ? new Date(jobs.workerHeartbeat).getTime() : 0;
  // Judged against the server's own clock at the check, not the browser's.
  const workerAlive = beat > new Date(health.checkedAt).getTime() - STALE_MS;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm">
      <Card
        title="Database"
        state={database.status}
        lines={[
          database.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL',
          database.latencyMs !== null ? `${database.latencyMs} ms` : (database.error ?? ''),
        ]}
      />
      <Card
        title="Redis"
        state={redis.status}
        lines={[
          redis.latencyMs !== null ? `${redis.latencyMs} ms` : (redis.error ?? 'Single node'),
        ]}
      />
      <Card
        title="Storage"
        state={storage.status}
        lines={[storage.kind === 'local' ? 'Local disk' : storage.kind]}
      />
      <Card
        title="Job queue"
        state={jobs.status === 'ok' && !workerAlive ? 'error' : jobs.status}
        lines={[
          `${jobs.waiting} waiting · ${jobs.active} active · ${jobs.delayed} delayed`,
          `${jobs.failed} failed`,
          jobs.workerHeartbeat
            ? `Worker seen ${new Date(jobs.workerHeartbeat).toLocaleTimeString()}`
            : 'No worker heartbeat yet',
        ]}
      />
      <Card
        title="Media disk"
        state={mediaDisk.freeBytes === null ? 'not-configured' : 'ok'}
        lines={[
          `${formatFileSize(mediaDisk.usedBytes)} used by media`,
          mediaDisk.freeBytes !== null && mediaDisk.totalBytes !== null
            ? `${formatFileSize(mediaDisk.freeBytes)} free of ${formatFileSize(mediaDisk.totalBytes)}`
            : 'Free space unknown',
          `Checked ${formatDate(health.checkedAt)} ${new Date(health.checkedAt).toLocaleTimeString()}`,
        ]}
      />
    </SimpleGrid>
  );
}
