import type { BrowserContext, Page } from 'playwright-core';
import { apiClient } from '../../server/test/support/api-client.js';
import { launchBrowser } from './browser.js';
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

/** Pairs a new screen to a location through the API and opens its player in a 960×540 browser. */
export async function openPairedScreen(
  appUrl: string,
  ownerToken: string,
  location: { id: number; name: string },
): Promise<{ browser: BrowserContext; page: Page }> {
  const api = apiClient(appUrl);
  const { pairingCode } = (
    await api.post(`/api/locations/${location.id}/pairing-code`, {}, ownerToken)
  ).body;
  const paired = (await api.post('/api/pair-display', { code: pairingCode })).body;
  const browser = await launchBrowser({ viewport: { width: 960, height: 540 } });
  const page = await browser.newPage();
  await storeScreenCredential(page, appUrl, {
    token: paired.displayToken,
    locationId: location.id,
    displayId: paired.displayId,
    locationName: location.name,
  });
  await page.goto(`${appUrl}${paired.displayUrl}`);
  return { browser, page };
}
