import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { changePasswordSchema, messages } from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useChangePassword } from '../api/change-password';

// A typo in a new password locks the owner out, so the form asks for it twice.
const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: changePasswordSchema.shape.newPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: empty,
    validate: zod4Resolver(passwordFormSchema),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.setValues(empty);
          notify.success('Settings Updated', 'Your password has been changed.');
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.errors);
          notify.error(
            'Error',
            isApiError(error, 400) ? error.message : 'Failed to change password',
          );
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New Password"
          description="At least 6 characters"
          autoComplete="new-password"
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
