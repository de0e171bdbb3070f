import { Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  // Keep where a signed-out visitor was headed when they switch between signing in and up.
  const { state } = useLocation();
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to manage your screens and content.">
      <LoginForm />
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/register" state={state} fw={600}>
          Create one
        </Anchor>
      </Text>
    </AuthShell>
  );
}
