import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceTvOld } from '@tabler/icons-react';
import { pairingCodeSchema, pairingMessages } from '@marquee/protocol';
import type { Location } from '@marquee/protocol';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useClaimScreenCode } from '../api/claim-screen-code';
import { PairingCodeInput } from './pairing-code-input';

interface ClaimScreenFormProps {
  location: Location;
  /** From a screen's QR code (?claim=): filled in, waiting for the owner to confirm. */
  initialCode?: string;
}

/** TV flow, dashboard side: the screen shows a code, the owner types it here. */
export function ClaimScreenForm({ location, initialCode = '' }: ClaimScreenFormProps) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState<string | null>(null);
  const claim = useClaimScreenCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pairingCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? pairingMessages.codeFormat);
      return;
    }
    claim.mutate(
      { locationId: location.id, code: parsed.data },
      {
        onSuccess: (display) => {
          setCode('');
          setConnected(display.name);
          notify.success('Display Connected', `${display.name} now plays ${location.name}.`);
        },
        onError: (failure) => {
          // The owner is looking at this field, so the reason goes right under it.
          const message = errorMessage(failure, pairingMessages.invalidOrExpired);
          setError(isApiError(failure, 400) ? (failure.errors.code ?? message) : message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Connect a screen showing a code">
      <Stack gap="xs">
        <div>
          <Text fw={600} size="sm">
            Screen showing a code?
          </Text>
          <Text size="xs" c="dimmed">
            For screens without a keyboard: choose “Show a code on this screen instead” on the
            screen’s pairing page, then type the code it shows.
          </Text>
        </div>
        <Group align="flex-start" gap="sm">
          <PairingCodeInput
            label="Screen code"
            value={code}
            onChange={(digits) => {
              setCode(digits);
              setError(null);
              setConnected(null);
            }}
            error={error}
            style={{ flex: '1 1 180px' }}
            data-autofocus={initialCode ? true : undefined}
          />
          <Button
            type="submit"
            mt={25}
            h={42}
            leftSection={<IconDeviceTvOld size={16} />}
            loading={claim.isPending}
          >
            Connect screen
          </Button>
        </Group>
        {connected && (
          <Text size="sm" c="teal.8" role="status">
            {connected} is connected and starts playing in a moment.
          </Text>
        )}
      </Stack>
    </form>
  );
}
