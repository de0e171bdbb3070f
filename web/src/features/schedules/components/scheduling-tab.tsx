import { Button, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconPlus } from '@tabler/icons-react';
import type { ContentItem, Schedule } from '@marquee/protocol';
import { useMemo, useState } from 'react';
import { EmptyPanel } from '../../../shared/ui/empty-panel';
import { QueryError } from '../../../shared/ui/query-error';
import { useLocations } from '../../locations';
import { useLibrary } from '../../presentation';
import { useSchedules } from '../api/get-schedules';
import { useNow } from '../lib/use-now';
import { AssignContentModal } from './assign-content-modal';
import { ScheduleFormModal } from './schedule-form-modal';
import { ScheduleItem } from './schedule-item';
import { WhatPlaysWhen } from './what-plays-when';

const noContent: ContentItem[] = [];

export function SchedulingTab() {
  const locations = useLocations();
  const schedules = useSchedules();
  const library = useLibrary();
  const now = useNow();
  const [opened, dialog] = useDisclosure(false);
  const [editing, setEditing] = useState<Schedule | null>(null);
  const [assigning, setAssigning] = useState<Schedule | null>(null);
  const items = library.data ?? noContent;
  const byId = useMemo(() => new Map(items.map((c) => [c.id, c])), [items]);

  const locationList = locations.data ?? [];
  const scheduleList = schedules.data ?? [];
  const noLocations = locations.isSuccess && locationList.length === 0;

  const openCreate = () => {
    setEditing(null);
    dialog.open();
  };
  const openEdit = (schedule: Schedule) => {
    setEditing(schedule);
    dialog.open();
  };

  const createButton = (
    <Tooltip label="Create a location first" disabled={!noLocations}>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={openCreate}
        disabled={!locations.isSuccess || noLocations}
      >
        Create Schedule
      </Button>
    </Tooltip>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="xl">
            Scheduling
          </Title>
          <Text size="sm" c="dimmed">
            Plan what plays when, in each location&apos;s own time zone.
          </Text>
        </div>
        {createButton}
      </Group>

      {locations.isPending || schedules.isPending ? (
        <Skeleton h={220} radius="md" />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => void locations.refetch()} />
      ) : schedules.isError ? (
        <QueryError error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : scheduleList.length === 0 ? (
        <EmptyPanel
          icon={<IconCalendarPlus size={34} />}
          title={noLocations ? 'Create a location first' : 'No schedules yet'}
          description={
            noLocations
              ? 'Schedules belong to a location. Create one in the Locations tab, then plan what it plays when.'
              : 'A breakfast menu until 11:00, a weekend promotion, a one-day notice: create a schedule, then assign content to it.'
          }
        />
      ) : (
        <Stack gap="sm" aria-label="Schedules">
          {scheduleList.map((schedule) => (
            <ScheduleItem
              key={schedule.id}
              schedule={schedule}
              location={locationList.find((l) => l.id === schedule.locationId)}
              libraryById={byId}
              now={now}
              onEdit={openEdit}
              onAssign={setAssigning}
            />
          ))}
        </Stack>
      )}

      {locationList.length > 0 && (
        <WhatPlaysWhen locations={locationList} schedules={scheduleList} />
      )}

      <ScheduleFormModal
        opened={opened}
        onClose={dialog.close}
        schedule={editing}
        locations={locationList}
      />
      <AssignContentModal schedule={assigning} library={items} onClose={() => setAssigning(null)} />
    </Stack>
  );
}
