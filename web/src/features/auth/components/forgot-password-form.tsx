import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconMailCheck } from '@tabler/icons-react';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@marquee/protocol';
import { useForgotPassword } from '../api/forgot-password';
import { reportSubmitError } from '../lib/report-submit-error';
import { AuthForm, AuthOutcome, EmailInput } from './auth-form';

export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zod4Resolver(forgotPasswordSchema),
    validateInputOnBlur: true,
  });

  if (request.isSuccess)
    return (
      <AuthOutcome
        color="teal"
        icon={<IconMailCheck size={20} />}
        title="Check your email"
        testId="reset-link-sent"
      >
        {request.data.message} The link works once, for one hour.
      </AuthOutcome>
    );

  const submit = form.onSubmit((values) =>
    request.mutate(values, {
      onError: reportSubmitError(form, 'Request Failed', 'Please try again.'),
    }),
  );

  return (
    <AuthForm
      label="Forgot password form"
      submitLabel="Send Reset Link"
      pending={request.isPending}
      onSubmit={submit}
    >
      <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
    </AuthForm>
  );
}
