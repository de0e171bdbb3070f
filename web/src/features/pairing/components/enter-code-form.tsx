import { Button, Stack } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { pairingCodeSchema, pairingMessages } from '@marquee/protocol';
import type { PairResponse } from '@marquee/protocol';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { usePairDisplay } from '../api/pair-display';
import { isCompletePairingCode } from '../lib/pairing-code-digits';
import { screenResolution } from '../lib/screen-resolution';
import { PairingCodeInput } from './pairing-code-input';

interface EnterCodeFormProps {
  initialCode: string;
  onPaired: (paired: PairResponse) => void;
}

/** Spec flow, screen side: type the code the dashboard shows. */
export function EnterCodeForm({ initialCode, onPaired }: EnterCodeFormProps) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const pair = usePairDisplay();

  const submit = () => {
    const parsed = pairingCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? pairingMessages.codeFormat);
      return;
    }
    pair.mutate(
      { code: parsed.data, resolution: screenResolution() },
      {
        onSuccess: (paired) => {
          notify.success('Display Connected', `This screen now plays ${paired.locationName}.`);
          onPaired(paired);
        },
        onError: (failure) => {
          const message = errorMessage(failure, pairingMessages.invalidOrExpired);
          if (isApiError(failure, 400)) setError(failure.errors.code ?? message);
          notify.error('Connection Failed', message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      aria-label="Pair this display"
    >
      <Stack gap="lg">
        <PairingCodeInput
          big
          label="Pairing code"
          value={code}
          onChange={(digits) => {
            setCode(digits);
            setError(null);
          }}
          error={error}
          autoFocus
          onKeyDown={(event) => {
            // A disabled submit button blocks the browser's implicit submit, yet Enter on an
            // incomplete code should still say what is missing (spec §5).
            if (event.key === 'Enter' && !isCompletePairingCode(code)) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          type="submit"
          size="xl"
          fullWidth
          leftSection={<IconPlugConnected size={24} />}
          disabled={!isCompletePairingCode(code)}
          loading={pair.isPending}
        >
          Connect Display
        </Button>
      </Stack>
    </form>
  );
}
