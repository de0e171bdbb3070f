import '@mantine/dates/styles.css';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { createScheduleSchema, DAYS_OF_WEEK } from '@marquee/protocol';
import type { DayOfWeek, Location, Schedule } from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useCreateSchedule } from '../api/create-schedule';
import { useUpdateSchedule } from '../api/update-schedule';
import { localDate } from '../lib/local-date';

// A type alias, not an interface: the zod resolver needs an index-signature-compatible shape.
type ScheduleFormValues = {
  name: string;
  /** Spec §5: 0 means no location picked yet. */
  locationId: number;
  startDate: string | null;
  endDate: string | null;
  startTime: string;
  endTime: string;
  daysOfWeek: DayOfWeek[];
  isRecurring: boolean;
  isExclusive: boolean;
};

interface ScheduleFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The schedule being edited; null to create one. */
  schedule: Schedule | null;
  locations: Location[];
}

export function ScheduleFormModal({
  opened,
  onClose,
  schedule,
  locations,
}: ScheduleFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={schedule ? 'Edit Schedule' : 'Create Schedule'}
      size="lg"
      centered
    >
      {/* Modal unmounts its body when closed, so each opening starts from fresh values. */}
      <ScheduleForm schedule={schedule} locations={locations} onDone={onClose} />
    </Modal>
  );
}

const resolver = zod4Resolver(createScheduleSchema);

const isDay = (d: string): d is DayOfWeek => (DAYS_OF_WEEK as readonly string[]).includes(d);

function ScheduleForm({
  schedule,
  locations,
  onDone,
}: {
  schedule: Schedule | null;
  locations: Location[];
  onDone: () => void;
}) {
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const form = useForm<ScheduleFormValues>({
    initialValues: {
      name: schedule?.name ?? '',
      locationId: schedule?.locationId ?? (locations.length === 1 ? locations[0]!.id : 0),
      startDate: schedule?.startDate ?? localDate(),
      endDate: schedule?.endDate ?? null,
      startTime: schedule?.startTime.slice(0, 5) ?? '09:00',
      endTime: schedule?.endTime.slice(0, 5) ?? '17:00',
      daysOfWeek: (schedule?.daysOfWeek ?? []).filter(isDay),
      isRecurring: schedule?.isRecurring ?? false,
      isExclusive: schedule?.isExclusive ?? false,
    },
    // An empty date picker gives null; the schema's own "required" message is for ''.
    validate: (values) => resolver({ ...values, startDate: values.startDate ?? '' }),
  });
  const recurring = form.values.isRecurring;

  const onError = (failure: string) => (error: unknown) => {
    if (isApiError(error)) form.setErrors(error.errors);
    notify.error('Error', failure);
  };

  const submit = form.onSubmit((values) => {
    const body = { ...values, startDate: values.startDate ?? '' };
    if (schedule) {
      update.mutate(
        { id: schedule.id, changes: body },
        {
          onSuccess: () => {
            notify.success('Schedule Updated', `${values.name.trim()} has been saved.`);
            onDone();
          },
          onError: onError('Failed to update schedule'),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          notify.success('Schedule created', `${created.name} is ready for content.`);
          onDone();
        },
        onError: onError('Failed to create schedule'),
      });
    }
  });

  const locationError = form.errors.locationId;
  return (
    <form onSubmit={submit} noValidate aria-label={schedule ? 'Edit schedule' : 'Create schedule'}>
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="Breakfast menu"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Select
          label="Location"
          placeholder="Select a location"
          withAsterisk
          data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          value={form.values.locationId ? String(form.values.locationId) : null}
          onChange={(v) => form.setFieldValue('locationId', v ? Number(v) : 0)}
          error={locationError}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateInput
            label="Start date"
            withAsterisk
            valueFormat="D MMM YYYY"
            placeholder="Pick a date"
            {...form.getInputProps('startDate')}
          />
          <DateInput
            label="End date"
            valueFormat="D MMM YYYY"
            placeholder={recurring ? 'No end' : 'Same day'}
            clearable
            {...form.getInputProps('endDate')}
          />
          <TimeInput label="Start time" withAsterisk {...form.getInputProps('startTime')} />
          <TimeInput
            label="End time"
            withAsterisk
            description={recurring ? 'Before the start time: runs past midnight' : undefined}
            {...form.getInputProps('endTime')}
          />
        </SimpleGrid>
        <Checkbox
          label="Repeats daily"
          description="Plays in this time window on each chosen day between the dates, instead of once from start to end"
          {...form.getInputProps('isRecurring', { type: 'checkbox' })}
        />
        <Checkbox.Group
          label="Days of week"
          description={
            recurring ? 'None ticked means every day' : 'Only used when it repeats daily'
          }
          {...form.getInputProps('daysOfWeek')}
        >
          <Group gap="sm" mt={6}>
            {DAYS_OF_WEEK.map((day) => (
              <Checkbox key={day} value={day} label={day} disabled={!recurring} />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch
          label="Exclusive (takes over the screen)"
          description={
            form.values.isExclusive
              ? "While live, only this schedule's content plays at the location."
              : 'Off: while live, its content plays alongside the playlist. Content already in the playlist adds nothing; switch this on to play only this content in the window.'
          }
          color="orange"
          {...form.getInputProps('isExclusive', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {schedule ? 'Save Changes' : 'Create Schedule'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
