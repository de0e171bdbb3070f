import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { PAIRING_CODE_LENGTH } from '@marquee/protocol';
import { pairingCodeDigits } from '../lib/pairing-code-digits';

interface PairingCodeInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
> {
  value: string;
  onChange: (digits: string) => void;
  /** Digit size: huge on the pairing page, normal in the dashboard dialog. */
  big?: boolean;
}

/**
 * One plain field rather than six boxes: it takes a pasted code, a phone's one-time-code
 * suggestion and a TV remote's number keys alike, and strips whatever is not a digit.
 */
export function PairingCodeInput({
  value,
  onChange,
  big = false,
  ...props
}: PairingCodeInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      placeholder={'0'.repeat(PAIRING_CODE_LENGTH)}
      maxLength={PAIRING_CODE_LENGTH * 3}
      size={big ? 'xl' : 'md'}
      {...props}
      value={value}
      onChange={(event) => onChange(pairingCodeDigits(event.currentTarget.value))}
      styles={{
        input: {
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: big ? 'clamp(30px, 6vw, 48px)' : 22,
          height: big ? 'auto' : undefined,
          paddingBlock: big ? 10 : undefined,
          letterSpacing: big ? '0.3em' : '0.2em',
          textAlign: 'center',
          fontWeight: 700,
        },
        label: {
          fontSize: `var(--mantine-font-size-${big ? 'lg' : 'sm'})`,
          marginBottom: big ? 8 : 4,
        },
      }}
    />
  );
}
