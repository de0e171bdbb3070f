import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { loginSchema, messages } from '@marquee/protocol';
import type { LoginInput } from '@marquee/protocol';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useLogin } from '../api/login';
import { returnTo } from '../lib/return-to';

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
      onError: (error) => {
        if (isApiError(error)) form.setErrors(error.errors);
        notify.error('Login Failed', errorMessage(error, messages.invalidCredentials));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Login form">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
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
