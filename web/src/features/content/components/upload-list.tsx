import { ActionIcon, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatFileSize } from '@marquee/protocol';
import { useUploadStore, type UploadRow } from '../lib/upload-store';

function statusText(row: UploadRow): string {
  if (row.state === 'done') return 'Uploaded';
  if (row.state === 'failed') return 'Failed';
  // Every byte is out; the server is checking the file before it answers.
  if (row.sent >= row.size) return 'Checking…';
  return `${formatFileSize(row.sent)} of ${formatFileSize(row.size)}`;
}

function UploadListRow({ row }: { row: UploadRow }) {
  const dismiss = useUploadStore((s) => s.dismiss);
  const pct = row.size ? Math.min(100, (row.sent / row.size) * 100) : 100;
  return (
    <div data-testid="upload-row" data-state={row.state}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end" miw={0} title={row.name}>
          {row.name}{' '}
          <Text span c="dimmed" size="xs">
            ({formatFileSize(row.size)})
          </Text>
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text
            size="xs"
            c={row.state === 'failed' ? 'red' : 'dimmed'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {statusText(row)}
          </Text>
          {row.state === 'done' ? (
            <IconCheck size={16} color="var(--mantine-color-teal-6)" />
          ) : null}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => dismiss(row.id)}
            aria-label={
              row.state === 'uploading' ? `Cancel upload of ${row.name}` : `Dismiss ${row.name}`
            }
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      </Group>
      {row.state === 'failed' ? (
        <Text size="xs" c="red" mt={2} role="alert">
          {row.reason}
        </Text>
      ) : (
        <Progress
          value={pct}
          color={row.state === 'done' ? 'teal' : 'blue'}
          size="sm"
          mt={4}
          animated={row.state === 'uploading'}
          aria-label={`${row.name} upload progress`}
        />
      )}
    </div>
  );
}

/**
 * Spec §2's 'Uploading files:' list, with a progress bar and cancel per file. Refused files
 * stay listed with the reason until dismissed.
 */
export function UploadList() {
  const rows = useUploadStore((s) => s.rows);
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} size="sm" mb="xs">
        Uploading files:
      </Text>
      <Stack gap="sm">
        {rows.map((row) => (
          <UploadListRow key={row.id} row={row} />
        ))}
      </Stack>
    </Paper>
  );
}
