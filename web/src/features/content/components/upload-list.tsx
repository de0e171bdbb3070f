import { ActionIcon, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatFileSize } from '@marquee/protocol';
import type { UploadRow } from '../lib/use-uploads';

const COLOR = { uploading: 'blue', done: 'teal', failed: 'red', cancelled: 'gray' } as const;

/** Spec §2's 'Uploading files:' list, with a progress bar and cancel per file. */
export function UploadList({ rows, onRemove }: { rows: UploadRow[]; onRemove(id: string): void }) {
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} size="sm" mb="xs">
        Uploading files:
      </Text>
      <Stack gap="sm">
        {rows.map((row) => {
          const pct = row.size ? Math.min(100, (row.sent / row.size) * 100) : 100;
          return (
            <div key={row.id} data-testid="upload-row">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate="end" miw={0}>
                  {row.name}{' '}
                  <Text span c="dimmed" size="xs">
                    ({formatFileSize(row.size)})
                  </Text>
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {row.state === 'uploading'
                      ? `${formatFileSize(row.sent)} of ${formatFileSize(row.size)}`
                      : row.state === 'done'
                        ? 'Uploaded'
                        : 'Failed'}
                  </Text>
                  {row.state === 'done' ? (
                    <IconCheck size={16} color="var(--mantine-color-teal-6)" />
                  ) : null}
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    onClick={() => onRemove(row.id)}
                    aria-label={
                      row.state === 'uploading'
                        ? `Cancel upload of ${row.name}`
                        : `Remove ${row.name}`
                    }
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              </Group>
              <Progress
                value={pct}
                color={COLOR[row.state]}
                size="sm"
                mt={4}
                animated={row.state === 'uploading'}
                aria-label={`${row.name} upload progress`}
              />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
