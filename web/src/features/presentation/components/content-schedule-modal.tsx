import '@mantine/dates/styles.css';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { contentScheduleSchema } from '@marquee/protocol';
import type { ContentItem } from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useUpdateContentSchedule } from '../api/update-content-schedule';

// A type alias, not an interface: the zod resolver needs an index-signature-compatible shape.
type ContentScheduleValues = {
  isScheduled: boolean;
  scheduledStartDate: string | null;
  scheduledEndDate: string | null;
  scheduledStartTime: string;
  scheduledEndTime: string;
};

interface ContentScheduleModalProps {
  item: ContentItem | null;
  onClose: () => void;
}

/** Spec §2 "Schedule Content": the item's own window, wherever it plays. */
export function ContentScheduleModal({ item, onClose }: ContentScheduleModalProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="Schedule Content" centered size="lg">
      {item && <ContentScheduleForm key={item.id} item={item} onDone={onClose} />}
    </Modal>
  );
}

function ContentScheduleForm({ item, onDone }: { item: ContentItem; onDone: () => void }) {
  const update = useUpdateContentSchedule();
  const form = useForm<ContentScheduleValues>({
    initialValues: {
      isScheduled: item.isScheduled,
      scheduledStartDate: item.scheduledStartDate,
      scheduledEndDate: item.scheduledEndDate,
      scheduledStartTime: item.scheduledStartTime?.slice(0, 5) ?? '',
      scheduledEndTime: item.scheduledEndTime?.slice(0, 5) ?? '',
    },
    validate: zod4Resolver(contentScheduleSchema),
  });
  const enabled = form.values.isScheduled;

  const submit = form.onSubmit((values) => {
    update.mutate(
      { id: item.id, schedule: values },
      {
        onSuccess: () => {
          notify.success(
            'Schedule Updated',
            values.isScheduled
              ? `${item.originalName} now plays only inside its window.`
              : `${item.originalName} plays all the time again.`,
          );
          onDone();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.errors);
          notify.error('Error', 'Failed to update schedule');
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Schedule ${item.originalName}`}>
      <Stack gap="md">
        <Text size="sm">
          <strong>{item.originalName}</strong>
        </Text>
        <Checkbox
          label="Enable scheduling"
          description="Play this item only in the period below"
          {...form.getInputProps('isScheduled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateInput
            label="Start date"
            placeholder="Any day"
            valueFormat="D MMM YYYY"
            clearable
            disabled={!enabled}
            {...form.getInputProps('scheduledStartDate')}
          />
          <DateInput
            label="End date"
            placeholder="No end"
            valueFormat="D MMM YYYY"
            clearable
            disabled={!enabled}
            {...form.getInputProps('scheduledEndDate')}
          />
          <TimeInput
            label="Start time"
            disabled={!enabled}
            {...form.getInputProps('scheduledStartTime')}
          />
          <TimeInput
            label="End time"
            disabled={!enabled}
            {...form.getInputProps('scheduledEndTime')}
          />
        </SimpleGrid>
        <Alert variant="light" color="gray" icon={<IconInfoCircle />} p="sm">
          <Text size="xs">
            Times are each location&apos;s local time. Leave a date empty for no limit on that side,
            and both times empty to play all day; an end time before the start time runs past
            midnight. Unticking the box removes the schedule, and the item plays all the time again.
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
