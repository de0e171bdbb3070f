import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '@marquee/protocol';
import { AuthShell } from '../components/auth-shell';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Opened from the emailed link: /reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthShell title="Choose a new password" subtitle="Your other sessions end when it is set.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert color="red" variant="light" title="This link cannot be used">
          {messages.resetLinkInvalid}{' '}
          <Anchor component={Link} to="/forgot-password" inherit fw={600}>
            Ask for a new link
          </Anchor>
        </Alert>
      )}
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        <Anchor component={Link} to="/login" fw={600}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthShell>
  );
}
