import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to manage your screens and content.">
      <LoginForm />
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/register" fw={600}>
          Create one
        </Anchor>
      </Text>
    </AuthShell>
  );
}
