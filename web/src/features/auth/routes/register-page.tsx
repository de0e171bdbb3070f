import { Anchor, Text } from '@mantine/core';
import { MONTHLY_FEE_CENTS } from '@marquee/protocol';
import { Link, useLocation } from 'react-router-dom';
import { formatPrice } from '../../../shared/lib/format-price';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { AuthShell } from '../components/auth-shell';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  // Keep where a signed-out visitor was headed when they switch between signing in and up.
  const { state } = useLocation();
  const trialDays = usePublicConfig().data?.trialDays;
  const price = `${formatPrice(MONTHLY_FEE_CENTS)} per location per month`;
  return (
    <AuthShell
      title="Create your account"
      subtitle={
        trialDays === 0
          ? `${price}, no setup fees.`
          : `Start your ${trialDays ? `${trialDays}-day ` : ''}free trial. ${price} after that, no setup fees.`
      }
    >
      <RegisterForm />
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" state={state} fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthShell>
  );
}
