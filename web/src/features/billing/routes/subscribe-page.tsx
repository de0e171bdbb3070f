import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCreditCardOff } from '@tabler/icons-react';
import { MONTHLY_FEE_CENTS } from '@marquee/protocol';
import { formatPrice } from '../../../shared/lib/format-price';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// Checkout would be created here once a payment provider is configured; until then the
// spinner only covers that step honestly before saying it is not available.
const SETUP_MS = 600;

export function SubscribePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [settingUp, setSettingUp] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettingUp(false), SETUP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Opened directly (no in-app history), "back" would leave the app: go to the dashboard.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

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
            <Text>Payment processing is not yet configured. Please contact support.</Text>
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
