import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthShell } from '../components/auth-shell';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter your account's email and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm />
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthShell>
  );
}
