import type { BrowserContext, Page } from 'playwright-core';
import { DISPLAY_CREDENTIAL_KEY, type DisplayCredential } from '@marquee/protocol/player';
import { apiClient } from '../../server/test/support/api-client.js';
import { pairScreens } from '../../server/test/support/paired-screens.js';
import { launchBrowser } from './browser.js';

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

export interface PairedScreen {
  /** The screen's own browser, screen-sized (960×540). */
  browser: BrowserContext;
  page: Page;
  displayId: number;
  displayToken: string;
}

/**
 * Pairs a new screen to a location as a device does (the owner asks for a code, the screen claims
 * it) and gives it a browser of its own holding the credential, not yet showing the location.
 * `initScript` runs in every page of that browser before the app does.
 */
export async function openPairedScreen(
  appUrl: string,
  ownerToken: string,
  location: { id: number; name: string },
  opts: { initScript?: () => void } = {},
): Promise<PairedScreen> {
  const [paired] = await pairScreens(apiClient(appUrl), ownerToken, location.id, 1);
  const { displayId, displayToken } = paired!;
  const browser = await launchBrowser({ viewport: { width: 960, height: 540 } });
  if (opts.initScript) await browser.addInitScript(opts.initScript);
  const page = await browser.newPage();
  await storeScreenCredential(page, appUrl, {
    token: displayToken,
    locationId: location.id,
    displayId,
    locationName: location.name,
  });
  return { browser, page, displayId, displayToken };
}

/** Opens the location's player on the screen and waits for its overlay. */
export async function showLocation(screen: Page, appUrl: string, locationId: number) {
  await screen.goto(`${appUrl}/display?location=${locationId}`);
  await screen.getByTestId('overlay').waitFor();
}

/** The slot on screen now (`contentId`, or `contentId:page` for a document page). */
export const visibleSlot = (screen: Page) =>
  screen.getByTestId('slot-visible').first().getAttribute('data-slot');

/** Watches the screen for a while and returns the distinct slots it showed, in order. */
export async function watch(screen: Page, ms: number): Promise<string[]> {
  const seen: string[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const key = await visibleSlot(screen).catch(() => null);
    if (key && key !== seen.at(-1)) seen.push(key);
    await screen.waitForTimeout(100);
  }
  return seen;
}
