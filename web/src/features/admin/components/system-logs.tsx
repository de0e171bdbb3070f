import { Badge, Button, Code, Group, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../shared/ui/query-error';
import { useSystemLogs } from '../api/get-system-logs';

const levelColor: Record<string, string> = {
  error: 'red',
  fatal: 'red',
  warn: 'yellow',
  info: 'blue',
  debug: 'gray',
  trace: 'gray',
};

export function SystemLogs() {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState('');
  const logs = useSystemLogs(level, open);
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb={open ? 'md' : 0}>
        <Text fw={600}>Server logs</Text>
        <Group gap="xs">
          {open && (
            <>
              <Select
                size="xs"
                w={120}
                aria-label="Minimum level"
                value={level || 'all'}
                allowDeselect={false}
                data={[
                  { value: 'all', label: 'All levels' },
                  { value: 'info', label: 'Info+' },
                  { value: 'warn', label: 'Warnings+' },
                  { value: 'error', label: 'Errors' },
                ]}
                onChange={(v) => setLevel(v === 'all' || !v ? '' : v)}
              />
              <Button size="xs" variant="default" onClick={() => void logs.refetch()}>
                Refresh
              </Button>
            </>
          )}
          <Button size="xs" variant="light" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide logs' : 'Logs'}
          </Button>
        </Group>
      </Group>
      {open &&
        (logs.isError ? (
          <QueryError error={logs.error} onRetry={() => void logs.refetch()} />
        ) : (
          <ScrollArea h={320} type="auto">
            <Stack gap={4}>
              {logs.data?.length === 0 && (
                <Text size="sm" c="dimmed">
                  No log lines at this level yet.
                </Text>
              )}
              {logs.data?.map((e, i) => (
                <Group key={`${e.time}-${i}`} gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="xs" c="dimmed" ff="monospace" miw={80}>
                    {new Date(e.time).toLocaleTimeString()}
                  </Text>
                  <Badge
                    size="xs"
                    radius="sm"
                    variant="light"
                    color={levelColor[e.level] ?? 'gray'}
                  >
                    {e.level}
                  </Badge>
                  <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {e.msg}
                    {e.details ? ` ${JSON.stringify(e.details)}` : ''}
                  </Code>
                </Group>
              ))}
            </Stack>
          </ScrollArea>
        ))}
    </Paper>
  );
}
