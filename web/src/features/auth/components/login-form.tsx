import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { loginSchema, messages } from '@marquee/protocol';
import type { LoginInput } from '@marquee/protocol';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../shared/lib/notify';
import { useLogin } from '../api/login';
import { reportSubmitError } from '../lib/report-submit-error';
import { returnTo } from '../lib/return-to';
import { EmailInput } from './auth-form';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        notify.success('Login Successful', 'Welcome back!');
        navigate(returnTo(location), { replace: true });
      },
      onError: reportSubmitError(form, 'Login Failed', messages.invalidCredentials),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Login form">
      <Stack gap="md">
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
