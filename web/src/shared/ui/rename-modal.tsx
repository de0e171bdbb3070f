import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { errorMessage, isApiError } from '../api/api-error';

export interface RenameModalProps<T> {
  /** What is being renamed; the modal is open while this is not null. */
  target: T | null;
  currentName(target: T): string;
  /** Dialog title, e.g. "Rename Screen"; the form is labelled with it in sentence case. */
  title: string;
  label: string;
  description: string;
  /** The wire schema of the name, so the form refuses what the server would. */
  nameSchema: z.ZodType<string, string>;
  /** The rename mutation: saves the checked name and says so; its errors show on the field. */
  mutation: { isPending: boolean; save(target: T, name: string): Promise<unknown> };
  /** The field the server names in its validation errors (`name`, `originalName`). */
  errorField: string;
  failureMessage: string;
  onClose(): void;
}

/** One name field with Cancel and Save: Enter saves, Escape cancels, an unchanged name saves nothing. */
export function RenameModal<T>({ target, title, onClose, ...form }: RenameModalProps<T>) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered>
      {target !== null && <RenameForm {...form} title={title} target={target} onDone={onClose} />}
    </Modal>
  );
}

// A type alias, not an interface: the zod resolver needs an index-signature-compatible shape.
type RenameValues = { name: string };

type RenameFormProps<T> = Omit<RenameModalProps<T>, 'target' | 'onClose'> & {
  target: T;
  onDone(): void;
};

function RenameForm<T>(props: RenameFormProps<T>) {
  const { target, mutation, nameSchema, errorField, onDone } = props;
  const current = props.currentName(target);
  const schema = z.object({ name: nameSchema });
  const form = useForm<RenameValues>({
    mode: 'uncontrolled',
    initialValues: { name: current },
    validate: zod4Resolver(schema),
  });

  const submit = form.onSubmit(async (values) => {
    const { name } = schema.parse(values);
    if (name === current) return onDone();
    try {
      await mutation.save(target, name);
      onDone();
    } catch (error) {
      const fieldError = isApiError(error) ? error.errors[errorField] : undefined;
      form.setErrors({ name: fieldError ?? errorMessage(error, props.failureMessage) });
    }
  });

  const formLabel = props.title.charAt(0) + props.title.slice(1).toLowerCase();
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap="md">
        <TextInput
          label={props.label}
          description={props.description}
          withAsterisk
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
