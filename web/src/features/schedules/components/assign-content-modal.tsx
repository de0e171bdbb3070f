import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
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
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const options = library.filter(
    (c) => c.status === 'ready' && !schedule.contentIds.includes(c.id),
  );
  const all = chosen.length === options.length && options.length > 0;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const items = options.filter((c) => chosen.includes(String(c.id)));
    if (items.length === 0) return;
    setBusy(true);
    const results = await Promise.allSettled(
      items.map((item) => assign.mutateAsync({ scheduleId: schedule.id, contentItemId: item.id })),
    );
    setBusy(false);
    // An item someone else assigned meanwhile (409) is where it should be: not a failure.
    const failed = items.filter((_, i) => {
      const r = results[i]!;
      return r.status === 'rejected' && !isApiError(r.reason, 409);
    });
    if (failed.length > 0) {
      notify.error(
        'Error',
        `Failed to assign ${failed.map((c) => c.originalName).join(', ')}. Please try again.`,
      );
      setChosen(failed.map((c) => String(c.id)));
      return;
    }
    notify.success(
      'Content Assigned',
      items.length === 1
        ? `${items[0]!.originalName} plays during ${schedule.name}.`
        : `${items.length} items play during ${schedule.name}.`,
    );
    onDone();
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={`Assign content to ${schedule.name}`}>
      <Stack gap="md">
        <Text size="sm">
          Choose the items from your library to play while <strong>{schedule.name}</strong> is live.
        </Text>
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing left to assign: every ready item is already in this schedule.
          </Text>
        ) : (
          <Stack gap="xs">
            <Checkbox
              label={`Select all (${options.length})`}
              checked={all}
              indeterminate={chosen.length > 0 && !all}
              onChange={() => setChosen(all ? [] : options.map((c) => String(c.id)))}
              data-autofocus
            />
            <ScrollArea.Autosize mah={280} type="auto">
              <Checkbox.Group value={chosen} onChange={setChosen} aria-label="Content">
                <Stack gap={8} pl="md">
                  {options.map((c) => (
                    <Checkbox key={c.id} value={String(c.id)} label={c.originalName} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={chosen.length === 0} loading={busy}>
            {chosen.length > 1 ? `Assign ${chosen.length} items` : 'Assign'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
