import type { Page } from 'playwright-core';
import { DISPLAY_CREDENTIAL_KEY, type DisplayCredential } from '@marquee/protocol/player';

/** Leaves a screen's credential on the device exactly as /pair-display does after pairing. */
export async function storeScreenCredential(
  page: Page,
  appUrl: string,
  credential: DisplayCredential,
): Promise<void> {
  await page.goto(`${appUrl}/pair-display`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [DISPLAY_CREDENTIAL_KEY, JSON.stringify(credential)],
  );
}
