import fs from 'node:fs/promises';
import path from 'node:path';
import { runTool } from '../media/run-tool.js';
import { startGuardProxy } from './guard-proxy.js';
import { resolvePublicAddress } from '@marquee/core/net/public-address.js';

/** The screen a thumbnail imitates. */
export const PAGE_VIEWPORT = { width: 1920, height: 1080 } as const;

export const CHROMIUM_MISSING_NOTE =
  'Install Chromium (or set CHROMIUM_PATH) to get pictures of web pages on their cards.';

export interface RenderOptions {
  chromiumPath: string;
  allowPrivate: boolean;
  workDir: string;
  /** Time the page gets to load and draw before the screenshot is taken. */
  settleMs?: number;
  timeoutMs?: number;
}

/**
 * A 1920×1080 PNG of the page as headless Chromium draws it, every request of it through the
 * guard proxy. Throws RefusedAddressError for a private or unknown host, ToolMissingError when
 * Chromium is not installed.
 */
export async function renderWebPage(url: string, opts: RenderOptions): Promise<string> {
  // Refused up front too, so a private page fails clearly instead of as an error page picture.
  await resolvePublicAddress(new URL(url).hostname, opts.allowPrivate);
  const out = path.join(opts.workDir, 'page.png');
  const proxy = await startGuardProxy(opts.allowPrivate);
  try {
    await runTool(
      opts.chromiumPath,
      [
        '--headless',
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--hide-scrollbars',
        '--mute-audio',
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-extensions',
        '--disable-sync',
        '--disable-background-networking',
        '--disable-component-update',
        `--user-data-dir=${path.join(opts.workDir, 'profile')}`,
        `--proxy-server=${proxy.url}`,
        // Without this Chromium sends loopback addresses around the proxy.
        '--proxy-bypass-list=<-loopback>',
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
        `--window-size=${PAGE_VIEWPORT.width},${PAGE_VIEWPORT.height}`,
        `--virtual-time-budget=${opts.settleMs ?? 5000}`,
        `--screenshot=${out}`,
        url,
      ],
      // A page that never answers would otherwise hold one of the media lane's slots (uploads
      // wait behind it) for the whole timeout, twice with the retry; a card keeps its
      // placeholder instead.
      { timeoutMs: opts.timeoutMs ?? 30_000, missingNote: CHROMIUM_MISSING_NOTE },
    );
  } finally {
    await proxy.close();
  }
  await fs.access(out);
  return out;
}
