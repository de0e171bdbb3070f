import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { RECENT_ACTIVITY_COUNT } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';
import type { ContentItem } from '@marquee/protocol';

interface RecentActivityProps {
  items: ContentItem[];
  loading: boolean;
}

export function RecentActivity({ items, loading }: RecentActivityProps) {
  const recent = [...items]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_ACTIVITY_COUNT);

  return (
    <Paper withBorder radius="md" p="lg" aria-labelledby="recent-activity-title">
      <Title order={2} fz="lg" id="recent-activity-title" mb="md">
        Recent Activity
      </Title>
      {loading ? (
        <Stack gap="sm">
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      ) : recent.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          No activity yet. Start by creating a location and uploading content.
        </Text>
      ) : (
        <Stack gap="sm">
          {recent.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <ThemeIcon variant="light" color="gray" radius="md">
                  <IconFile size={16} />
                </ThemeIcon>
                <Text size="sm" fw={500} truncate="end">
                  {item.originalName}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {formatDate(item.createdAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
