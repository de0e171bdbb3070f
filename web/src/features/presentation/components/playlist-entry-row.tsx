import { ActionIcon, Badge, Flex, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCalendarTime,
  IconSettings,
  IconX,
} from '@tabler/icons-react';
import type { ContentItem } from '@marquee/protocol';
import type { ReactNode } from 'react';
import { ContentThumb } from './content-thumb';

interface PlaylistEntryRowProps {
  name: string;
  item: ContentItem | undefined;
  index: number;
  count: number;
  duration: number;
  handle: ReactNode;
  busy?: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onSchedule: () => void;
  onSettings: () => void;
  onRemove: () => void;
}

export function PlaylistEntryRow(props: PlaylistEntryRowProps) {
  const { name, item, index, count, duration, handle, busy } = props;
  return (
    <Paper withBorder radius="sm" p={6} shadow="none" data-testid="playlist-entry">
      <Group gap={6} wrap="nowrap">
        {handle}
        <Text size="xs" c="dimmed" w={18} ta="right" style={{ flex: 'none' }} visibleFrom="xs">
          {index + 1}
        </Text>
        <ContentThumb item={item} width={56} />
        {/* On phones the buttons go under the name, which would otherwise shrink to a few letters. */}
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          align={{ base: 'stretch', xs: 'center' }}
          gap={2}
          style={{ flex: 1, minWidth: 0 }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500} truncate="end" title={name}>
              {name}
            </Text>
            <Group gap={4} mt={2}>
              <Badge
                size="xs"
                variant="light"
                color="indigo"
                tt="none"
                data-testid="duration-badge"
              >
                {duration} s
              </Badge>
              {item?.isScheduled && (
                <Badge size="xs" variant="light" color="grape">
                  Scheduled
                </Badge>
              )}
              {item && item.status !== 'ready' && (
                <Badge size="xs" variant="light" color={item.status === 'failed' ? 'red' : 'gray'}>
                  {item.status === 'failed' ? 'Failed' : 'Processing'}
                </Badge>
              )}
            </Group>
          </div>
          <Group gap={0} wrap="nowrap" style={{ flex: 'none' }}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={props.onMoveUp}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={props.onMoveDown}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <Tooltip label="Schedule">
              <ActionIcon
                variant="subtle"
                color={item?.isScheduled ? 'grape' : 'gray'}
                aria-label={`Schedule ${name}`}
                disabled={!item}
                onClick={props.onSchedule}
              >
                <IconCalendarTime size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Settings">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Settings for ${name}`}
                onClick={props.onSettings}
              >
                <IconSettings size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove from playlist">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${name}`}
                loading={busy}
                onClick={props.onRemove}
              >
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Flex>
      </Group>
    </Paper>
  );
}
