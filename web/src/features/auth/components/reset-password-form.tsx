import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconAlertTriangle } from '@tabler/icons-react';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@marquee/protocol';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useResetPassword } from '../api/reset-password';
import { reportSubmitError } from '../lib/report-submit-error';
import { AuthForm, AuthOutcome } from './auth-form';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: zod4Resolver(resetPasswordFormSchema),
    validateInputOnBlur: true,
  });
  const reportError = reportSubmitError(form, 'Reset Failed', 'Please try again.');

  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify.success('Password Reset', 'Sign in with your new password.');
          navigate('/login', { replace: true });
        },
        // A bad link is shown on the page (with the way to a new one) instead.
        onError: (error) => (isLinkProblem(error) ? undefined : reportError(error)),
      },
    ),
  );

  // A used, expired or unknown link cannot succeed however often it is tried: only a new one helps.
  if (isLinkProblem(reset.error))
    return (
      <AuthOutcome
        color="red"
        icon={<IconAlertTriangle size={20} />}
        title="This link cannot be used"
        testId="reset-link-problem"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{reset.error.message}</Text>
          <Button component={Link} to="/forgot-password" size="xs" color="red">
            Ask for a new link
          </Button>
        </Stack>
      </AuthOutcome>
    );

  return (
    <AuthForm
      label="Reset password form"
      submitLabel="Set New Password"
      pending={reset.isPending}
      onSubmit={submit}
    >
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
    </AuthForm>
  );
}

function isLinkProblem(error: unknown): error is Error {
  return isApiError(error) && Boolean(error.errors.token);
}
