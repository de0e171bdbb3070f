import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { updateProfileSchema } from '@marquee/protocol';
import type { User } from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

// The API takes partial updates; the form always sends all three, so all three are required.
const profileFormSchema = updateProfileSchema.required();

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName,
    },
    validate: zod4Resolver(profileFormSchema),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty({
          firstName: saved.firstName,
          lastName: saved.lastName,
          companyName: saved.companyName,
        });
        notify.success('Settings Updated', 'Your profile has been saved.');
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(error.errors);
        notify.error('Error', 'Failed to update settings');
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Company Name"
          key={form.key('companyName')}
          {...form.getInputProps('companyName')}
        />
        <TextInput label="Email" value={user.email} readOnly disabled />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
