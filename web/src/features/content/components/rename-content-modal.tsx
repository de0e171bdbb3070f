import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { renameContentSchema, type ContentItem } from '@marquee/protocol';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useRenameContent } from '../api/rename-content';

interface RenameContentModalProps {
  item: ContentItem | null;
  onClose(): void;
}

/** Enter saves, Escape cancels; the same schema as PATCH /api/content/:id checks the name. */
export function RenameContentModal({ item, onClose }: RenameContentModalProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="Rename Content" centered>
      {item && <RenameContentForm item={item} onDone={onClose} />}
    </Modal>
  );
}

// A type alias, not an interface: the zod resolver needs an index-signature-compatible shape.
type RenameValues = { originalName: string };

function RenameContentForm({ item, onDone }: { item: ContentItem; onDone(): void }) {
  const rename = useRenameContent();
  const form = useForm<RenameValues>({
    mode: 'uncontrolled',
    initialValues: { originalName: item.originalName },
    validate: zod4Resolver(renameContentSchema),
  });

  const submit = form.onSubmit((values) => {
    const { originalName } = renameContentSchema.parse(values);
    if (originalName === item.originalName) return onDone();
    rename.mutate(
      { id: item.id, originalName },
      {
        onSuccess: (updated) => {
          notify.success('Content renamed', updated.originalName);
          onDone();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.errors : {};
          form.setErrors(
            fieldErrors.originalName
              ? fieldErrors
              : { originalName: errorMessage(error, 'Failed to rename content') },
          );
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Rename content">
      <Stack gap="md">
        <TextInput
          label="Name"
          description="How it is listed in your library and playlists"
          withAsterisk
          data-autofocus
          key={form.key('originalName')}
          {...form.getInputProps('originalName')}
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
