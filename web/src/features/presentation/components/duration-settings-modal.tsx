import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  DISPLAY_DURATION_MAX_S,
  DISPLAY_DURATION_MIN_S,
  displayDurationSchema,
  messages,
} from '@marquee/protocol';
import { useState } from 'react';

interface DurationSettingsModalProps {
  /** The entry being edited; null when closed. */
  entry: { name: string; duration: number } | null;
  saving: boolean;
  onClose: () => void;
  onSave: (duration: number) => void;
}

export function DurationSettingsModal({
  entry,
  saving,
  onClose,
  onSave,
}: DurationSettingsModalProps) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Content Settings" centered>
      {entry && (
        <DurationForm
          key={entry.name}
          entry={entry}
          saving={saving}
          onCancel={onClose}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

function DurationForm({
  entry,
  saving,
  onCancel,
  onSave,
}: {
  entry: { name: string; duration: number };
  saving: boolean;
  onCancel: () => void;
  onSave: (duration: number) => void;
}) {
  const [value, setValue] = useState<string | number>(entry.duration);
  // Shown once the user tries to save: a value out of range is refused, never clamped.
  const [tried, setTried] = useState(false);
  const parsed = displayDurationSchema.safeParse(value === '' ? undefined : value);
  const error = parsed.success
    ? null
    : value === ''
      ? messages.durationOutOfRange
      : (parsed.error.issues[0]?.message ?? messages.durationOutOfRange);

  return (
    <form
      aria-label={`Settings for ${entry.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (parsed.success) onSave(parsed.data);
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          How long <strong>{entry.name}</strong> stays on screen at this location each time it
          plays. Documents show each page for this long.
        </Text>
        <NumberInput
          label="Display duration (seconds)"
          description={`${DISPLAY_DURATION_MIN_S}–${DISPLAY_DURATION_MAX_S} seconds`}
          min={DISPLAY_DURATION_MIN_S}
          max={DISPLAY_DURATION_MAX_S}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={value}
          onChange={setValue}
          error={tried || (error && value !== '') ? error : null}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
