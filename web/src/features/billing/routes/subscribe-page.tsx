import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCreditCardOff } from '@tabler/icons-react';
import { MONTHLY_FEE_CENTS } from '@marquee/protocol';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { formatPrice } from '../../../shared/lib/format-price';
import { SupportContact } from '../../../shared/ui/support-contact';
import { useBilling } from '../api/get-billing';
import { useStartCheckout } from '../api/start-checkout';

/**
 * Spec §2: a spinner while setting up. With a payment provider, that is the checkout session
 * being created before the redirect; without one, the spec's not-configured message.
 */
export function SubscribePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const billing = useBilling();
  const checkout = useStartCheckout();
  const provider = billing.data?.provider;
  const { mutate, isIdle } = checkout;

  useEffect(() => {
    if (provider === 'stripe' && !billing.data?.hasSubscription && isIdle) mutate();
  }, [provider, billing.data?.hasSubscription, isIdle, mutate]);

  // Opened directly (no in-app history), "back" would leave the app: go to the dashboard.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  const settingUp =
    billing.isPending || (provider === 'stripe' && (checkout.isPending || checkout.isSuccess));

  const notConfigured = 'Payment processing is not yet configured. Please contact support.';
  let message = notConfigured;
  if (billing.isError)
    message = errorMessage(billing.error, 'Could not load your billing details.');
  else if (billing.data?.hasSubscription) message = 'Your subscription is already active.';
  else if (checkout.isError)
    message = errorMessage(checkout.error, 'Could not start the payment. Please try again.');

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      {settingUp ? (
        <Stack align="center" gap="sm" role="status" aria-label="Setting up billing">
          <Loader size="lg" />
          <Text c="dimmed">Setting up billing…</Text>
        </Stack>
      ) : (
        <Paper withBorder shadow="sm" radius="lg" p="xl" maw={460} w="100%">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="orange">
              <IconCreditCardOff size={30} />
            </ThemeIcon>
            <Title order={1} fz="xl">
              Billing setup
            </Title>
            <Text>{message}</Text>
            {message === notConfigured && (
              <Text size="sm" c="dimmed">
                Questions? Please <SupportContact />.
              </Text>
            )}
            <Text fw={700} fz="lg">
              {formatPrice(MONTHLY_FEE_CENTS)}/month per location
            </Text>
            <Button leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
              Return to Dashboard
            </Button>
          </Stack>
        </Paper>
      )}
    </Center>
  );
}
