import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ScreenCodeResponse } from '@marquee/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useCreateScreenCode } from '../api/create-screen-code';
import { isScreenCodeGone, useScreenCodeStatus } from '../api/get-screen-code-status';
import { useCountdown } from '../hooks/use-countdown';
import { codeDeadline, formatCountdown } from '../lib/code-deadline';
import { claimScreenUrl } from '../lib/pairing-urls';
import { screenResolution } from '../lib/screen-resolution';
import { QrCode } from './qr-code';
import classes from './pair-display.module.css';

/** A screen that could not get a code (server restarting, rate limit) tries again by itself. */
const RETRY_MS = 10_000;

export interface ScreenPaired {
  claimToken: string;
  locationName: string;
  locationId: number;
  displayUrl: string;
  displayId: number;
}

/**
 * TV flow, screen side: show a code of our own and wait for the owner to type it into the
 * dashboard. Made for screens without a keyboard, so nothing here needs a click to go on.
 */
export function ScreenCodePanel({ onPaired }: { onPaired: (paired: ScreenPaired) => void }) {
  const create = useCreateScreenCode();
  const [issued, setIssued] = useState<{ code: ScreenCodeResponse; deadline: number } | null>(null);
  const status = useScreenCodeStatus(issued?.code.claimToken);
  const remaining = useCountdown(issued?.deadline ?? null);
  const { mutate, isPending, isError } = create;

  const drawCode = useCallback(
    () =>
      mutate(screenResolution(), {
        onSuccess: (code) => setIssued({ code, deadline: codeDeadline(code.expiresAt) }),
      }),
    [mutate],
  );

  // One code on arrival (the ref keeps StrictMode's double effect from drawing two).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    drawCode();
  }, [drawCode]);

  // Expired or used up: draw a fresh one so the screen never shows a dead code. Once per
  // code, however many renders see the 404 before the new code arrives.
  const gone = isScreenCodeGone(status.error);
  const renewedFor = useRef<string | null>(null);
  const claimToken = issued?.code.claimToken;
  useEffect(() => {
    if (!gone || !claimToken || renewedFor.current === claimToken) return;
    renewedFor.current = claimToken;
    drawCode();
  }, [gone, claimToken, drawCode]);

  useEffect(() => {
    if (!isError) return;
    const timer = window.setTimeout(drawCode, RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [isError, drawCode]);

  const data = status.data;
  useEffect(() => {
    if (data?.status === 'paired' && claimToken) onPaired({ ...data, claimToken });
  }, [data, claimToken, onPaired]);

  if (isError && !issued) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />} title="No code yet">
        {errorMessage(create.error, 'Could not get a code from Marquee.')} Trying again in a few
        seconds…
        <div>
          <Button size="sm" variant="white" color="red" mt="sm" onClick={drawCode}>
            Try again now
          </Button>
        </div>
      </Alert>
    );
  }

  if (!issued || (gone && isPending)) {
    return (
      <Stack align="center" py={60} gap="md">
        <Loader size="lg" />
        <Text c="dimmed" fz="lg">
          Getting a code for this screen…
        </Text>
      </Stack>
    );
  }

  const code = issued.code.pairingCode;
  return (
    <div className={classes.screenCode}>
      <Stack gap="md" className={classes.screenCodeText}>
        <Title order={2} fz="clamp(20px, 2.6vw, 32px)">
          Pair this screen from your phone or computer
        </Title>
        <Text
          className={classes.bigCode}
          data-testid="screen-pairing-code"
          aria-label={`Screen code ${code.split('').join(' ')}`}
        >
          {code}
        </Text>
        <List
          type="ordered"
          spacing={6}
          fz="clamp(15px, 1.7vw, 22px)"
          listStyleType="decimal"
          withPadding
        >
          <List.Item>On your phone or computer, open Marquee → Locations.</List.Item>
          <List.Item>Press Connect next to the location for this screen.</List.Item>
          <List.Item>Under “Screen showing a code?”, type this code.</List.Item>
        </List>
        <Text c="dimmed" fz="clamp(14px, 1.5vw, 20px)" data-testid="screen-code-expiry">
          {remaining > 0
            ? `Code expires in ${formatCountdown(remaining)}. A new one appears by itself.`
            : 'Getting a new code…'}
        </Text>
      </Stack>
      <Stack align="center" gap={8} className={classes.screenCodeQr}>
        <QrCode
          value={claimScreenUrl(code)}
          size="min(240px, 60vw)"
          label="QR code that opens Marquee with this screen code filled in"
        />
        <Group gap={6} wrap="nowrap">
          <Text c="dimmed" size="sm" ta="center">
            Or scan to connect from your phone
          </Text>
        </Group>
      </Stack>
    </div>
  );
}
