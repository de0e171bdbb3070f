import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { registerFormSchema } from '@marquee/protocol';
import type { RegisterForm as RegisterFormValues } from '@marquee/protocol';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../shared/lib/notify';
import { useRegister } from '../api/register';
import { reportSubmitError } from '../lib/report-submit-error';
import { returnTo } from '../lib/return-to';
import { EmailInput } from './auth-form';

export function RegisterForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const register = useRegister();
  const form = useForm<RegisterFormValues>({
    mode: 'uncontrolled',
    initialValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    validate: zod4Resolver(registerFormSchema),
    validateInputOnBlur: true,
  });

  // The API never sees the confirmation (spec §7).
  const submit = form.onSubmit(({ confirmPassword: _confirm, ...request }) =>
    register.mutate(request, {
      onSuccess: () => {
        notify.success('Registration Successful', 'Your account is ready.');
        navigate(returnTo(location), { replace: true });
      },
      onError: reportSubmitError(
        form,
        'Registration Failed',
        'Registration failed. Please try again.',
      ),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Registration form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Company Name"
          autoComplete="organization"
          key={form.key('companyName')}
          {...form.getInputProps('companyName')}
        />
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          description="At least 6 characters"
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending} mt="xs">
          Create Account
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          By creating an account you agree to the{' '}
          <Anchor component={Link} to="/terms" size="xs">
            Terms of Service
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to="/privacy" size="xs">
            Privacy Policy
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
