import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFraming } from '@marquee/core/modules/content/kinds/frame-check.js';

let server: http.Server;
const hosts: string[] = [];
const port = () => (server.address() as AddressInfo).port;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    res.setHeader('content-type', 'text/html');
    res.end('<h1>Menu</h1>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(() => new Promise((r) => server.close(r)));

describe('the frame check against DNS rebinding', () => {
  it('refuses a public-looking name that resolves to a private address', async () => {
    const resolve = async () => [{ address: '10.0.0.7', family: 4 as const }];
    await expect(checkFraming('http://menu.example/', false, resolve)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/private or local network/),
    });
  });

  it('refuses a name with any private address among public ones', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '::1', family: 6 as const },
    ];
    await expect(checkFraming('http://menu.example/', false, resolve)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('resolves once and connects to that address, keeping the name in the Host header', async () => {
    // A rebinding resolver: the first answer is the one checked, later ones would point elsewhere.
    let calls = 0;
    const resolve = async () => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '192.0.2.1', family: 4 as const }];
    };
    const check = await checkFraming(`http://menu.example:${port()}/`, true, resolve);
    expect(check).toEqual({ outcome: 'framable' });
    expect(calls).toBe(1);
    expect(hosts.at(-1)).toBe(`menu.example:${port()}`);
  });
});
