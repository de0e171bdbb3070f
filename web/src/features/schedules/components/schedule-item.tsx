import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconBolt,
  IconMapPin,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
} from '@tabler/icons-react';
import { describeScheduleWindow, isScheduleLiveAt } from '@marquee/protocol';
import type { ContentItem, Location, Schedule } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { EditDeleteActions } from '../../../shared/ui/edit-delete-actions';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useUnassignScheduleContent } from '../api/unassign-schedule-content';
import { useUpdateSchedule } from '../api/update-schedule';
import { usePlaylist } from '../../presentation';
import { localDate } from '../lib/local-date';
import { scheduleEffect } from '../lib/schedule-effect';
import { confirmDeleteSchedule } from './confirm-delete-schedule';

interface ScheduleItemProps {
  schedule: Schedule;
  location: Location | undefined;
  libraryById: Map<number, ContentItem>;
  now: number;
  onEdit: (schedule: Schedule) => void;
  onAssign: (schedule: Schedule) => void;
}

export function ScheduleItem({
  schedule,
  location,
  libraryById,
  now,
  onEdit,
  onAssign,
}: ScheduleItemProps) {
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const unassign = useUnassignScheduleContent();
  const playlist = usePlaylist(schedule.locationId);
  const { id, name, isActive } = schedule;
  const effect = scheduleEffect(
    schedule,
    playlist.data?.map((e) => e.contentId),
  );
  // Live in the location's own zone, by the same rule the screens use.
  const live = location ? isScheduleLiveAt(schedule, location.timezone, now) : false;
  const nameOf = (contentId: number) =>
    libraryById.get(contentId)?.originalName ?? `Content #${contentId}`;

  const toggle = () =>
    update.mutate(
      { id, changes: { isActive: !isActive } },
      {
        onSuccess: () =>
          notify.success(
            'Schedule Updated',
            isActive ? `${name} is deactivated.` : `${name} is active again.`,
          ),
        onError: () => notify.error('Error', 'Failed to update schedule'),
      },
    );

  const askDelete = () =>
    confirmDeleteSchedule(schedule, () =>
      remove.mutate(id, {
        onSuccess: () => notify.success('Schedule Deleted', `${name} has been deleted.`),
        onError: () => notify.error('Error', 'Failed to delete schedule'),
      }),
    );

  const unassignItem = (contentId: number) =>
    unassign.mutate(
      { scheduleId: id, contentItemId: contentId },
      {
        onSuccess: () => notify.success('Content Unassigned', `${nameOf(contentId)} left ${name}.`),
        onError: () => notify.error('Error', 'Failed to unassign content'),
      },
    );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-testid="schedule-item"
      role="region"
      aria-label={name}
      style={isActive ? undefined : { opacity: 0.8 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={700}>{name}</Text>
              {live && (
                <Badge color="teal" variant="filled" size="sm" data-testid="live-now-badge">
                  Live now
                </Badge>
              )}
              {!isActive && (
                <Badge color="gray" variant="light" size="sm">
                  Inactive
                </Badge>
              )}
              {schedule.isExclusive && (
                <Badge
                  color="orange"
                  variant="light"
                  size="sm"
                  leftSection={<IconBolt size={12} />}
                >
                  Exclusive
                </Badge>
              )}
            </Group>
            <Text size="sm" data-testid="schedule-window">
              {describeScheduleWindow(schedule, { today: localDate() })}
            </Text>
            <Text
              size="xs"
              c={effect.noEffect ? 'orange.8' : 'dimmed'}
              data-testid="schedule-effect"
              mt={2}
            >
              {effect.text}
            </Text>
            <Group gap={4} c="dimmed">
              <IconMapPin size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {location ? `${location.name} · ${location.timezone}` : 'Unknown location'}
              </Text>
            </Group>
          </div>
          <Group gap={6}>
            <Button
              size="xs"
              variant="light"
              color={isActive ? 'orange' : 'teal'}
              leftSection={isActive ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
              onClick={toggle}
              loading={update.isPending}
              aria-label={`${isActive ? 'Deactivate' : 'Activate'} ${name}`}
            >
              {isActive ? 'Deactivate' : 'Activate'}
            </Button>
            <EditDeleteActions
              name={name}
              onEdit={() => onEdit(schedule)}
              onDelete={askDelete}
              deleting={remove.isPending}
            />
          </Group>
        </Group>

        <Group gap={6} align="center">
          <Text size="xs" fw={600} c="dimmed">
            Content:
          </Text>
          {schedule.contentIds.length === 0 && (
            <Text size="xs" c="dimmed">
              none yet
              {schedule.isExclusive ? ' (a live takeover with no content blanks the screen)' : ''}
            </Text>
          )}
          {schedule.contentIds.map((contentId) => (
            <Badge
              key={contentId}
              variant="outline"
              color="indigo"
              size="md"
              tt="none"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="indigo"
                  aria-label={`Unassign ${nameOf(contentId)} from ${name}`}
                  onClick={() => unassignItem(contentId)}
                >
                  ×
                </ActionIcon>
              }
            >
              {nameOf(contentId)}
            </Badge>
          ))}
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={12} />}
            onClick={() => onAssign(schedule)}
            aria-label={`Assign content to ${name}`}
          >
            Assign Content
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
