import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconMailCheck } from '@tabler/icons-react';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@marquee/protocol';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useForgotPassword } from '../api/forgot-password';

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
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailCheck size={20} />}
        title="Check your email"
        data-testid="reset-link-sent"
      >
        {request.data.message} The link works once, for one hour.
      </Alert>
    );

  const submit = form.onSubmit((values) =>
    request.mutate(values, {
      onError: (error) => {
        if (isApiError(error)) form.setErrors(error.errors);
        notify.error('Request Failed', errorMessage(error, 'Please try again.'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password form">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending} mt="xs">
          Send Reset Link
        </Button>
      </Stack>
    </form>
  );
}
