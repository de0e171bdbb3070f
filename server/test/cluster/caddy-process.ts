import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/server-process.js';
import { waitFor } from '../support/wait-for.js';
import { deployFiles } from './deploy-files.js';

/**
 * Debian's caddy running deploy/Caddyfile, as the compose `proxy` service does, with no admin
 * endpoint. Compose finds its replicas through DNS (every A record of one name, one port); on
 * loopback the nodes share one address on several ports, so the tier gives a static list, which
 * Caddy also checks actively.
 */
export async function startCaddy(
  upstreams: { static: string[] } | { dns: { host: string; port: number } },
) {
  const port = await freePort();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-caddy-'));
  const child = spawn(
    'caddy',
    ['run', '--config', deployFiles.caddyfile, '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
        SITE_ADDRESS: `http://127.0.0.1:${port}`,
        ...('static' in upstreams
          ? { API_DISCOVERY: 'static', API_UPSTREAMS: upstreams.static.join(' ') }
          : {
              API_DISCOVERY: 'dns',
              API_HOST: upstreams.dns.host,
              API_PORT: String(upstreams.dns.port),
            }),
        CADDY_ADMIN: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}):\n${out}`);
      return (await fetch(`${url}/readyz`)).ok;
    }, 30_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}
