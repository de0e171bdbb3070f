import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import {
  DISPLAY_DURATION_MAX_S,
  DISPLAY_DURATION_MIN_S,
  contentKinds,
  type ContentItem,
  type FormContentKindId,
} from '@marquee/protocol';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useLocations } from '../../locations';
import { useSaveFormContent } from '../api/save-form-content';

export interface FormKindProps {
  /** The item being edited; absent when creating one. */
  item?: ContentItem;
  onDone(): void;
}

type Errors = Record<string, string>;

/**
 * What every form kind's form shares: the duration, the playlists a new item joins, saving with
 * the kind's own schema first (the server checks the same one), and the server's field errors.
 */
export function useFormKind(kindId: FormContentKindId, { item, onDone }: FormKindProps) {
  const kind = contentKinds.get(kindId);
  const locations = useLocations();
  const save = useSaveFormContent();
  const [errors, setErrors] = useState<Errors>({});
  const [duration, setDuration] = useState<number | string>(
    item?.displayDuration ?? kind.defaultDuration,
  );
  const [toAllLocations, setToAllLocations] = useState(true);

  const submit = (data: unknown) => {
    if (kind.family !== 'form') return;
    const parsed = kind.dataSchema.safeParse(data);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0] ?? '_')] ??= issue.message;
    const seconds = Number(duration);
    if (
      !Number.isInteger(seconds) ||
      seconds < DISPLAY_DURATION_MIN_S ||
      seconds > DISPLAY_DURATION_MAX_S
    )
      found.displayDuration = `From ${DISPLAY_DURATION_MIN_S} to ${DISPLAY_DURATION_MAX_S} seconds`;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      {
        kind: kindId,
        id: item?.id,
        data,
        displayDuration: seconds,
        locationIds: toAllLocations ? (locations.data ?? []).map((l) => l.id) : [],
      },
      {
        onSuccess: (saved) => {
          if (saved.status === 'failed') notify.error(saved.originalName, saved.statusReason ?? '');
          else notify.success(item ? 'Saved' : `${kind.label} created`, saved.originalName);
          onDone();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.errors : {};
          setErrors(
            Object.keys(fields).length
              ? fields
              : { _: errorMessage(error, `Could not save the ${kind.label.toLowerCase()}`) },
          );
        },
      },
    );
  };

  const common = (
    <Stack gap="sm">
      <NumberInput
        label="Display duration"
        description="Seconds on screen each time it plays"
        suffix=" s"
        min={DISPLAY_DURATION_MIN_S}
        max={DISPLAY_DURATION_MAX_S}
        value={duration}
        onChange={setDuration}
        error={errors.displayDuration}
      />
      {!item && (locations.data?.length ?? 0) > 0 && (
        <Checkbox
          checked={toAllLocations}
          onChange={(e) => setToAllLocations(e.currentTarget.checked)}
          label={`Add to the playlists of all my locations (${locations.data?.length})`}
        />
      )}
      {errors._ && (
        <Text c="red" size="sm" role="alert">
          {errors._}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {item ? 'Save' : 'Create'}
        </Button>
      </Group>
    </Stack>
  );
  return { errors, submit, common };
}

/** Preview beside the fields on a desktop, above them on a phone, so every change shows at once. */
export function FormKindLayout({
  label,
  preview,
  onSubmit,
  children,
}: {
  label: string;
  preview: React.ReactNode;
  onSubmit(): void;
  children: React.ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Preview
          </Text>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="form-preview">
            {preview}
          </Paper>
        </Stack>
        <Stack gap="sm">{children}</Stack>
      </SimpleGrid>
    </form>
  );
}
