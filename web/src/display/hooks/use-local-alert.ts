import { useEffect, useState } from 'react';
import type { EmergencyMessage, SnapshotEmergency } from '@marquee/protocol/player';

const PRESETS_KEY = 'marquee.emergency-presets';

function cachedPresets(): EmergencyMessage[] {
  try {
    const raw = JSON.parse(localStorage.getItem(PRESETS_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as EmergencyMessage[]) : [];
  } catch {
    return [];
  }
}

/**
 * The screen's own trigger for when the network itself is down: Ctrl+Alt+1…9 shows the n-th
 * pre-staged message, Ctrl+Alt+0 clears it. The messages come with every snapshot and are kept
 * in localStorage too, so they are there after a reboot with no server to ask.
 */
export function useLocalAlert(
  presets: SnapshotEmergency['presets'] | undefined,
): EmergencyMessage | null {
  const [alert, setAlert] = useState<EmergencyMessage | null>(null);

  useEffect(() => {
    if (!presets) return;
    const plain = presets.map(({ message, severity }) => ({ message, severity }));
    try {
      localStorage.setItem(PRESETS_KEY, JSON.stringify(plain));
    } catch {
      // A full or disabled storage leaves the copy in memory, which is all a running screen needs.
    }
  }, [presets]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.ctrlKey || !e.altKey) return;
      // e.code, not e.key: Alt changes the character on many layouts.
      const digit = /^(?:Digit|Numpad)(\d)$/.exec(e.code)?.[1];
      if (digit === undefined) return;
      e.preventDefault();
      const n = Number(digit);
      if (n === 0) setAlert(null);
      else {
        const preset = (presets ?? cachedPresets())[n - 1];
        if (preset) setAlert({ message: preset.message, severity: preset.severity });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [presets]);

  return alert;
}
