import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api-client.js';
import { buildServer, removeBuild, startServerProcess } from './support/server-process.js';

// The embedded database is per-process; these tests run the real built server as a child process.
let main: string;
beforeAll(() => {
  main = buildServer();
});
afterAll(() => removeBuild(main));

const keepAliveHeader = (url: string) =>
  new Promise<string>((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    http
      .get(url, { agent }, (res) => {
        res.resume();
        agent.destroy();
        resolve(String(res.headers['keep-alive']));
      })
      .on('error', reject);
  });

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-data-'));

describe('embedded mode (PGlite in DATA_DIR)', { timeout: 180_000 }, () => {
  it('keeps data through SIGKILL and a restart, and drains on SIGTERM with exit 0', async () => {
    const dataDir = tempDataDir();
    const first = await startServerProcess(main, { DATA_DIR: dataDir });
    const api = apiClient(first.url);
    const { token, user } = await api.register({ email: 'survivor@example.com' });
    const loc = (await api.post('/api/locations', { name: 'Harbour Cafe' }, token)).body;
    // Idle connections outlast the screens' 10 s poll (idle-connections.ts).
    expect(await keepAliveHeader(`${first.url}/healthz`)).toBe('timeout=65');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServerProcess(main, { DATA_DIR: dataDir });
    const api2 = apiClient(second.url);
    expect((await api2.get('/api/auth/user', token)).body.id).toBe(user.id);
    expect((await api2.get(`/api/locations/${loc.id}`, token)).body.name).toBe('Harbour Cafe');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const third = await startServerProcess(main, { DATA_DIR: dataDir });
    expect(
      (
        await apiClient(third.url).post('/api/login', {
          email: 'survivor@example.com',
          password: 'secret123',
        })
      ).status,
    ).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it('creates the database on a first start in a fresh DATA_DIR, in a process that exits, and reopens it on restart', async () => {
    const dataDir = tempDataDir();
    const first = await startServerProcess(main, { DATA_DIR: dataDir });
    expect(fs.existsSync(path.join(dataDir, 'db', 'pg', 'PG_VERSION'))).toBe(true);
    // The creating process is gone: the server is the only process under the lock.
    const holder = Number(fs.readFileSync(path.join(dataDir, 'db', 'marquee.lock'), 'utf8'));
    expect(holder).toBe(first.child.pid);
    const { token } = await apiClient(first.url).register({ email: 'first@example.com' });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const restart = await startServerProcess(main, { DATA_DIR: dataDir });
    expect((await apiClient(restart.url).get('/api/auth/user', token)).status).toBe(200);
    restart.child.kill('SIGTERM');
    expect(await restart.exited).toBe(0);
  });

  it('fails with a readable message when the database cannot be created', () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.join(dataDir, 'db'));
    // A file where the database directory should be: initdb cannot run.
    fs.writeFileSync(path.join(dataDir, 'db', 'pg'), 'not a directory');
    const res = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).not.toBe(0);
    expect(res.stderr + res.stdout).toContain('Creating the embedded database');
    expect(fs.existsSync(path.join(dataDir, 'db', 'marquee.lock'))).toBe(false);
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = tempDataDir();
    const first = await startServerProcess(main, { DATA_DIR: dataDir });
    const second = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/already in use by another Marquee process \(pid \d+\)/);
    // The first process is unharmed.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD at start-up', async () => {
    const server = await startServerProcess(main, {
      DATA_DIR: tempDataDir(),
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner-pass',
    });
    const login = await apiClient(server.url).post('/api/login', {
      email: 'owner@example.com',
      password: 'owner-pass',
    });
    expect(login.body.user.role).toBe('admin');
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('fails fast with a readable message on bad configuration', () => {
    const res = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', ADMIN_EMAIL: 'a@b.co' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Invalid configuration');
    expect(res.stderr).toContain('PORT');
    expect(res.stderr).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });
});
