import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without these, Chromium keeps dialling Google's services, which this network refuses.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium with a throwaway profile (Playwright cannot download its own browsers here). */
export async function launchBrowser(
  opts: { viewport?: { width: number; height: number }; timezoneId?: string } = {},
): Promise<BrowserContext> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args,
    viewport: opts.viewport ?? { width: 1366, height: 800 },
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  // Chromium may still be flushing the profile as the context closes; a leftover temp dir is harmless.
  context.on('close', () =>
    fs.rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }, () => {}),
  );
  context.setDefaultTimeout(15_000);
  return context;
}
