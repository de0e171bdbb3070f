import { useState } from 'react';
import { Button, Divider, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { createLocationSchema, DEFAULT_TICKER } from '@marquee/protocol';
import type { Location, Ticker } from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useCreateLocation } from '../api/create-location';
import { useUpdateLocation } from '../api/update-location';
import { browserTimeZone, TimeZoneSelect } from './time-zone-select';
import { TickerFields, tickerError } from './ticker-fields';

// A type alias, not an interface: the zod resolver needs an index-signature-compatible shape.
type LocationFormValues = {
  name: string;
  address: string;
  description: string;
  timezone: string;
  showOverlay: boolean;
};

interface LocationFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The location being edited; null to create a new one. */
  location: Location | null;
}

export function LocationFormModal({ opened, onClose, location }: LocationFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={location ? 'Edit Location' : 'Create Location'}
      size="lg"
      centered
    >
      {/* Modal unmounts its body when closed, so each opening starts from fresh values. */}
      <LocationForm location={location} onDone={onClose} />
    </Modal>
  );
}

function LocationForm({ location, onDone }: { location: Location | null; onDone: () => void }) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const [ticker, setTicker] = useState<{ value: Ticker; lines: string }>(() => {
    const value = location?.ticker ?? DEFAULT_TICKER;
    return { value, lines: value.items.join('\n') };
  });
  const form = useForm<LocationFormValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: location?.name ?? '',
      address: location?.address ?? '',
      description: location?.description ?? '',
      timezone: location?.timezone ?? browserTimeZone(),
      showOverlay: location?.showOverlay ?? true,
    },
    validate: zod4Resolver(createLocationSchema),
  });

  const onError = (failure: string) => (error: unknown) => {
    if (isApiError(error)) form.setErrors(error.errors);
    notify.error('Error', failure);
  };

  const submit = form.onSubmit((fields) => {
    // A ticker that is off is kept as typed, for next time, unless it could not be saved.
    const keepTicker = ticker.value.enabled || tickerError(ticker.value) === null;
    if (ticker.value.enabled && tickerError(ticker.value)) return;
    const values = {
      ...fields,
      ticker: keepTicker ? ticker.value : (location?.ticker ?? null),
    };
    if (location) {
      update.mutate(
        { id: location.id, changes: values },
        {
          onSuccess: () => {
            notify.success('Location updated', `${values.name.trim()} has been saved.`);
            onDone();
          },
          onError: onError('Failed to update location'),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (created) => {
          notify.success('Location created', `${created.name} is ready for content.`);
          onDone();
        },
        onError: onError('Failed to create location'),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={location ? 'Edit location' : 'Create location'}>
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="Downtown store"
          withAsterisk
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Address"
          placeholder="12 Market Street, Springfield"
          key={form.key('address')}
          {...form.getInputProps('address')}
        />
        <Textarea
          label="Description"
          placeholder="Two screens behind the counter"
          autosize
          minRows={2}
          maxRows={5}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <TimeZoneSelect key={form.key('timezone')} {...form.getInputProps('timezone')} />
        <Switch
          label="Show the overlay on screens"
          description="The location, item count, time to the next item and a progress bar over the content. Turn it off for customer-facing screens."
          key={form.key('showOverlay')}
          {...form.getInputProps('showOverlay', { type: 'checkbox' })}
        />
        <Divider label="Ticker" labelPosition="left" />
        <TickerFields
          ticker={ticker.value}
          lines={ticker.lines}
          onChange={(value, lines) => setTicker({ value, lines })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {location ? 'Save Changes' : 'Create Location'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
