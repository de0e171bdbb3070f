import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { ContentItem, Schedule } from '@marquee/protocol';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useAssignScheduleContent } from '../api/assign-schedule-content';

interface AssignContentModalProps {
  schedule: Schedule | null;
  library: ContentItem[];
  onClose: () => void;
}

export function AssignContentModal({ schedule, library, onClose }: AssignContentModalProps) {
  return (
    <Modal opened={schedule !== null} onClose={onClose} title="Assign Content" centered>
      {schedule && (
        <AssignForm key={schedule.id} schedule={schedule} library={library} onDone={onClose} />
      )}
    </Modal>
  );
}

function AssignForm({
  schedule,
  library,
  onDone,
}: {
  schedule: Schedule;
  library: ContentItem[];
  onDone: () => void;
}) {
  const assign = useAssignScheduleContent();
  const [value, setValue] = useState<string | null>(null);
  const options = library
    .filter((c) => c.status === 'ready' && !schedule.contentIds.includes(c.id))
    .map((c) => ({ value: String(c.id), label: c.originalName }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const item = library.find((c) => String(c.id) === value);
    if (!item) return;
    assign.mutate(
      { scheduleId: schedule.id, contentItemId: item.id },
      {
        onSuccess: () => {
          notify.success('Content Assigned', `${item.originalName} plays during ${schedule.name}.`);
          onDone();
        },
        onError: (error) =>
          notify.error(
            'Error',
            isApiError(error, 409)
              ? `${item.originalName} is already in ${schedule.name}.`
              : 'Failed to assign content',
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={`Assign content to ${schedule.name}`}>
      <Stack gap="md">
        <Text size="sm">
          Choose an item from your library to play while <strong>{schedule.name}</strong> is live.
        </Text>
        <Select
          label="Content"
          placeholder={options.length ? 'Pick an item' : 'Nothing left to assign'}
          data={options}
          value={value}
          onChange={setValue}
          searchable
          nothingFoundMessage="No match"
          disabled={options.length === 0}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={value === null} loading={assign.isPending}>
            Assign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
