import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  DISPLAY_DURATION_DEFAULT_S,
  DISPLAY_DURATION_MAX_S,
  DISPLAY_DURATION_MIN_S,
} from '@marquee/protocol';
import { useState } from 'react';
import { toDisplayDuration } from '../lib/duration';

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
  const effective = toDisplayDuration(value);
  const fellBack = effective !== Number(value);

  return (
    <form
      aria-label={`Settings for ${entry.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(effective);
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
          data-autofocus
        />
        {fellBack && (
          <Text size="xs" c="orange.8" role="status">
            Not a whole number from {DISPLAY_DURATION_MIN_S} to {DISPLAY_DURATION_MAX_S}: the
            default of {DISPLAY_DURATION_DEFAULT_S} seconds will be used.
          </Text>
        )}
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
