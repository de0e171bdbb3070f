import { Anchor, Box, Button, Center, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceTv, IconKeyboard } from '@tabler/icons-react';
import type { PairResponse } from '@marquee/protocol';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { ConnectedScreen } from '../components/connected-screen';
import { redirectTimeFromNow } from '../hooks/use-redirect-after';
import { EnterCodeForm } from '../components/enter-code-form';
import classes from '../components/pair-display.module.css';
import { ScreenCodePanel } from '../components/screen-code-panel';
import type { ScreenPaired } from '../components/screen-code-panel';
import { saveDisplayCredential } from '../lib/display-credential';
import { pairingCodeDigits } from '../lib/pairing-code-digits';

interface Connected {
  locationName: string;
  displayUrl: string;
  redirectAt: number;
}

/**
 * /pair-display, opened on the screen itself. ?code= comes from the dashboard's QR code;
 * ?mode=screen starts with a code of the screen's own, for kiosk setups without a keyboard.
 */
export function PairDisplayPage() {
  const [params, setParams] = useSearchParams();
  const [connected, setConnected] = useState<Connected | null>(null);
  const showingCode = params.get('mode') === 'screen';

  const setMode = (screen: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (screen) next.set('mode', 'screen');
        else next.delete('mode');
        return next;
      },
      { replace: true },
    );

  const pairedWithCode = useCallback((paired: PairResponse) => {
    saveDisplayCredential({
      token: paired.displayToken,
      locationId: paired.locationId,
      displayId: paired.displayId,
      locationName: paired.locationName,
    });
    setConnected({ ...paired, redirectAt: redirectTimeFromNow() });
  }, []);

  const pairedFromDashboard = useCallback((paired: ScreenPaired) => {
    // Once claimed, the secret this screen polled with is its display token.
    saveDisplayCredential({
      token: paired.claimToken,
      locationId: paired.locationId,
      displayId: paired.displayId,
      locationName: paired.locationName,
    });
    setConnected({ ...paired, redirectAt: redirectTimeFromNow() });
  }, []);

  return (
    <Box className={classes.page}>
      <Box component="header" px="lg" py="md">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Marquee home">
          <BrandLogo size="md" />
        </Anchor>
      </Box>
      <Box component="main" className={classes.main}>
        {connected ? (
          <ConnectedScreen {...connected} />
        ) : showingCode ? (
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={1100}>
            <Stack gap="xl">
              <ScreenCodePanel onPaired={pairedFromDashboard} />
              <Center>
                <Button
                  variant="subtle"
                  size="md"
                  leftSection={<IconKeyboard size={20} />}
                  onClick={() => setMode(false)}
                >
                  Enter a code on this screen instead
                </Button>
              </Center>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={560}>
            <Stack gap="lg">
              <div>
                <Title order={1} fz="clamp(28px, 4vw, 40px)" ta="center">
                  Connect this display
                </Title>
                <Text c="dimmed" fz="clamp(15px, 1.6vw, 19px)" ta="center" mt={8}>
                  In your Marquee dashboard, open Locations and press Connect. Then type the code it
                  shows here.
                </Text>
              </div>
              <EnterCodeForm
                initialCode={pairingCodeDigits(params.get('code'))}
                onPaired={pairedWithCode}
              />
              <Divider label="No keyboard on this screen?" labelPosition="center" />
              <Button
                variant="light"
                size="lg"
                fullWidth
                leftSection={<IconDeviceTv size={22} />}
                onClick={() => setMode(true)}
                h="auto"
                mih={50}
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                Show a code on this screen instead
              </Button>
            </Stack>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
