import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconAlertTriangle } from '@tabler/icons-react';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@marquee/protocol';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: zod4Resolver(resetPasswordFormSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify.success('Password Reset', 'Sign in with your new password.');
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          // A bad link is shown on the page (with the way to a new one), not only in a toast.
          if (isApiError(error) && !error.errors?.token) form.setErrors(error.errors);
          else if (!isApiError(error)) notify.error('Reset Failed', errorMessage(error, ''));
        },
      },
    ),
  );
  const linkProblem =
    isApiError(reset.error) && reset.error.errors?.token ? reset.error.message : undefined;

  // A used, expired or unknown link cannot succeed however often it is tried: only a new one helps.
  if (linkProblem)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title="This link cannot be used"
        data-testid="reset-link-problem"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{linkProblem}</Text>
          <Button component={Link} to="/forgot-password" size="xs" color="red">
            Ask for a new link
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password form">
      <Stack gap="md">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          placeholder="The same again"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending} mt="xs">
          Set New Password
        </Button>
      </Stack>
    </form>
  );
}
