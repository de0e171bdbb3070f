import {
  Alert,
  Box,
  Button,
  Code,
  Divider,
  Group,
  List,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { Location } from '@marquee/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../shared/lib/notify';
import { useCreatePairingCode } from '../api/create-pairing-code';
import { useCountdown } from '../hooks/use-countdown';
import { codeDeadline, formatCountdown } from '../lib/code-deadline';
import { pairDisplayUrl } from '../lib/pairing-urls';
import { ClaimScreenForm } from './claim-screen-form';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';

interface ConnectDisplayDialogProps {
  location: Location;
  onClose: () => void;
  /** A code a screen showed (TV flow), carried in from its QR code. */
  claimCode?: string;
}

/** Spec §2 Connect Display: pair a screen with this location, either way round. */
export function ConnectDisplayDialog({ location, onClose, claimCode }: ConnectDisplayDialogProps) {
  return (
    <Modal opened onClose={onClose} title="Connect Display" size="lg" centered>
      <ConnectDisplayBody location={location} onDone={onClose} claimCode={claimCode} />
    </Modal>
  );
}

function ConnectDisplayBody({
  location,
  onDone,
  claimCode,
}: {
  location: Location;
  onDone: () => void;
  claimCode?: string;
}) {
  const { mutate, isPending, isError } = useCreatePairingCode();
  const [issued, setIssued] = useState<{ code: string; deadline: number } | null>(null);
  const remaining = useCountdown(issued?.deadline ?? null);
  const expired = issued !== null && remaining === 0;

  const newCode = useCallback(
    () =>
      mutate(location.id, {
        onSuccess: ({ pairingCode, expiresAt }) => {
          setIssued({ code: pairingCode, deadline: codeDeadline(expiresAt) });
          notify.success('Pairing Code Generated', `Enter it on the display for ${location.name}.`);
        },
        onError: () => notify.error('Error', 'Failed to generate pairing code'),
      }),
    [mutate, location.id, location.name],
  );

  // Spec: opening the dialog makes the code. The ref keeps StrictMode from making two.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    newCode();
  }, [newCode]);

  const code = issued?.code;
  const url = code ? pairDisplayUrl(code) : '';

  const claimForm = <ClaimScreenForm location={location} initialCode={claimCode} />;

  return (
    <Stack gap="lg">
      {/* Arriving from a screen's QR code, the owner came to confirm that screen: it goes first. */}
      {claimCode && (
        <>
          {claimForm}
          <Divider label="Or pair a screen with a code" labelPosition="center" />
        </>
      )}
      <Text size="sm">
        Pair a screen with <strong>{location.name}</strong>. It plays this location’s content as
        soon as it is connected.
      </Text>

      {isError && !issued ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title="No pairing code">
          Failed to generate pairing code.
          <div>
            <Button size="xs" variant="white" color="red" mt="sm" onClick={newCode}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md" bg="gray.0" shadow="none">
          <Group gap="lg" align="center" wrap="wrap" justify="center">
            <Box pos="relative" style={{ opacity: expired ? 0.25 : 1 }}>
              {code ? (
                <QrCode
                  value={url}
                  size={168}
                  label={`QR code that opens the pairing page with code ${code}`}
                />
              ) : (
                <Skeleton w={168} h={168} radius="sm" />
              )}
            </Box>
            <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
              <Text size="sm" c="dimmed">
                Pairing code
              </Text>
              {code ? (
                <Text
                  data-testid="pairing-code"
                  ff="monospace"
                  fz={44}
                  fw={800}
                  lh={1}
                  lts="0.12em"
                  c={expired ? 'dimmed' : 'indigo.7'}
                  td={expired ? 'line-through' : undefined}
                >
                  {code}
                </Text>
              ) : (
                <Skeleton h={44} w={200} />
              )}
              <Text
                size="sm"
                c={expired ? 'red.7' : 'dimmed'}
                data-testid="pairing-code-expiry"
                aria-live="polite"
              >
                {!issued
                  ? 'Generating a code…'
                  : expired
                    ? 'This code has expired. Get a new one.'
                    : `Expires in ${formatCountdown(remaining)} · works once`}
              </Text>
              <Group gap="xs" mt={4}>
                <CopyButton
                  size="xs"
                  value={code ?? ''}
                  label="Copy Code"
                  toast="Code Copied"
                  disabled={!code || expired}
                />
                <Button
                  size="xs"
                  variant={expired ? 'filled' : 'subtle'}
                  leftSection={<IconRefresh size={16} />}
                  onClick={newCode}
                  loading={isPending}
                >
                  New code
                </Button>
              </Group>
            </Stack>
          </Group>
        </Paper>
      )}

      <div>
        <Text fw={600} size="sm" mb={4}>
          On the display
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>Open a web browser on the display.</List.Item>
          <List.Item>
            Go to the pair-display page, <Code>{pairDisplayUrl()}</Code>, or scan the QR code.
          </List.Item>
          <List.Item>Enter the code and press Connect Display.</List.Item>
        </List>
      </div>

      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Pairing URL"
          value={url}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url} label="Copy URL" toast="URL Copied" disabled={!code || expired} />
      </Group>

      {!claimCode && (
        <>
          <Divider />
          {claimForm}
        </>
      )}

      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
