import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuardProxy } from './guard-proxy.js';
import { RefusedAddressError } from '@marquee/core/net/public-address.js';
import { renderWebPage } from './render-page.js';
import { ToolMissingError } from '../media/media-errors.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let pages: http.Server;
let workDir: string;
const pageUrl = (host = '127.0.0.1') => `http://${host}:${(pages.address() as AddressInfo).port}/`;

beforeAll(async () => {
  // A menu the way a restaurant's site might look: a red header over a blue band.
  pages = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(
      '<body style="margin:0;background:#c00"><h1 style="color:#fff;font-size:160px">Menu</h1>' +
        '<div style="background:#00c;height:300px"></div></body>',
    );
  });
  pages.listen(0, '127.0.0.1');
  await once(pages, 'listening');
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-render-test-'));
});
afterAll(async () => {
  await new Promise((r) => pages.close(r));
  await fs.rm(workDir, { recursive: true, force: true });
});

describe('rendering a web page', () => {
  it('draws the page at 1920×1080 in real Chromium', async () => {
    const png = await renderWebPage(pageUrl('localhost'), {
      chromiumPath: CHROMIUM,
      allowPrivate: true,
      workDir,
    });
    const image = sharp(png);
    const meta = await image.metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1920, 1080]);
    // Red, white and blue: the page itself, not a blank or error screen.
    const { channels } = await image.stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(150);
    expect(channels[2]!.max - channels[2]!.min).toBeGreaterThan(150);
  }, 90_000);

  it('refuses a page on a private address before starting a browser', async () => {
    await expect(
      renderWebPage(pageUrl('localhost'), { chromiumPath: CHROMIUM, allowPrivate: false, workDir }),
    ).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it('says so when Chromium is not installed', async () => {
    await expect(
      renderWebPage(pageUrl(), {
        chromiumPath: '/nonexistent/chromium',
        allowPrivate: true,
        workDir,
      }),
    ).rejects.toBeInstanceOf(ToolMissingError);
  });
});

describe('the renderer guard proxy', () => {
  /** A request the way Chromium sends it to its proxy: the absolute URL in the request line. */
  function viaProxy(proxyUrl: string, target: string): Promise<number> {
    const proxy = new URL(proxyUrl);
    return new Promise((resolve, reject) =>
      http
        .get({ host: proxy.hostname, port: proxy.port, path: target }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject),
    );
  }

  it('refuses private hosts for the page and everything it loads', async () => {
    const proxy = await startGuardProxy(false);
    try {
      expect(await viaProxy(proxy.url, pageUrl())).toBe(403);
      expect(await viaProxy(proxy.url, pageUrl('localhost'))).toBe(403);
      // https goes through CONNECT, checked the same way.
      const connect = http.request({
        host: '127.0.0.1',
        port: new URL(proxy.url).port,
        method: 'CONNECT',
        path: '10.0.0.1:443',
      });
      connect.end();
      const [res] = (await once(connect, 'connect')) as [http.IncomingMessage];
      expect(res.statusCode).toBe(403);
      expect(proxy.refused).toEqual(['127.0.0.1', 'localhost', '10.0.0.1']);
    } finally {
      await proxy.close();
    }
  });

  it('forwards to the checked address when private addresses are allowed', async () => {
    const proxy = await startGuardProxy(true);
    try {
      expect(await viaProxy(proxy.url, pageUrl('localhost'))).toBe(200);
      expect(proxy.refused).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
