import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { renameDisplaySchema } from '@marquee/protocol';
import type { Display } from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useRenameDisplay } from '../api/rename-display';

interface RenameScreenModalProps {
  display: Display | null;
  onClose: () => void;
}

export function RenameScreenModal({ display, onClose }: RenameScreenModalProps) {
  return (
    <Modal opened={display !== null} onClose={onClose} title="Rename Screen" centered>
      {display && <RenameScreenForm display={display} onDone={onClose} />}
    </Modal>
  );
}

// A type alias, not an interface: the zod resolver needs an index-signature-compatible shape.
type RenameValues = { name: string };

function RenameScreenForm({ display, onDone }: { display: Display; onDone: () => void }) {
  const rename = useRenameDisplay();
  const form = useForm<RenameValues>({
    mode: 'uncontrolled',
    initialValues: { name: display.name },
    validate: zod4Resolver(renameDisplaySchema),
  });

  const submit = form.onSubmit(({ name }) =>
    rename.mutate(
      { id: display.id, name: name.trim() },
      {
        onSuccess: (updated) => {
          notify.success('Screen renamed', `It is now called ${updated.name}.`);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.errors);
          notify.error('Error', 'Failed to rename screen');
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Rename screen">
      <Stack gap="md">
        <TextInput
          label="Screen name"
          description="Where it hangs, so you can tell your screens apart"
          withAsterisk
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
