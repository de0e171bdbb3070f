import { PAIRING_CODE_LENGTH } from '@marquee/protocol';

/** Spec §5: digits only, at most 6. Anything else typed or pasted ("123 456", "12-34") is dropped. */
export function pairingCodeDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, PAIRING_CODE_LENGTH);
}

export const isCompletePairingCode = (value: string) => value.length === PAIRING_CODE_LENGTH;
