import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { clusterNodeEnv, deployFiles, readEnvFile } from './deploy-files.js';

// CI cannot run Docker: the cluster tier runs the compose topology on loopback instead. These
// checks keep the two the same deployment (proxy config, node environment, services).
interface Service {
  image?: string;
  build?: { context: string; target: string };
  command?: string[];
  ports?: string[];
  env_file?: string[];
  environment?: Record<string, string | null>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const composeText = fs.readFileSync(deployFiles.compose, 'utf8');
const services = (parse(composeText, { merge: true }) as { services: Record<string, Service> })
  .services;
const service = (name: string) => {
  const s = services[name];
  if (!s) throw new Error(`docker-compose.yml has no service "${name}"`);
  return s;
};

describe('docker-compose.yml and the cluster tier describe one deployment', () => {
  it('the proxy runs deploy/Caddyfile and finds every replica of the api service', () => {
    const proxy = service('proxy');
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(proxy.environment).toMatchObject({ API_DISCOVERY: 'dns', API_PORT: '3000' });
    expect(services[proxy.environment!.API_HOST!]).toBe(service('api'));
    // Scaling needs the replicas without host ports: only the proxy is reachable from outside.
    expect(service('api').ports).toBeUndefined();
    expect(service('worker').ports).toBeUndefined();
  });

  it('API nodes and the worker get deploy/cluster.env plus exactly the settings this tier gives', () => {
    const tierKeys = Object.keys(
      clusterNodeEnv({
        databaseUrl: 'x',
        redisUrl: 'x',
        s3: { endpoint: 'x', bucket: 'x', accessKeyId: 'x', secretAccessKey: 'x' },
      }),
    );
    const shared = Object.keys(readEnvFile(deployFiles.clusterEnv));
    for (const name of ['api', 'worker']) {
      const node = service(name);
      expect(node.env_file).toEqual(['deploy/cluster.env']);
      // Settings passed on by name (`SMTP_URL:` with no value) are optional and left unset here.
      const own = Object.entries(node.environment ?? {})
        .filter(([, value]) => value !== null)
        .map(([key]) => key);
      expect([...shared, ...own].sort()).toEqual([...tierKeys].sort());
    }
  });

  it('only the worker service takes jobs', () => {
    // The tier's API nodes run with the same file, so its uploads are processed by its worker.
    expect(readEnvFile(deployFiles.clusterEnv).RUN_WORKER).toBe('false');
    expect(service('worker').build).toMatchObject({ target: 'worker' });
    expect(service('api').build).toMatchObject({ target: 'api' });
  });

  it('Redis keeps BullMQ jobs: AOF persistence, no eviction, a volume', () => {
    const redis = service('redis');
    expect(redis.command?.join(' ')).toContain('--appendonly yes');
    expect(redis.command?.join(' ')).toContain('--maxmemory-policy noeviction');
    expect(redis.volumes?.some((v) => v.endsWith(':/data'))).toBe(true);
  });

  it('the media bucket is made before any node starts', () => {
    for (const name of ['api', 'worker'])
      expect(service(name).depends_on?.['minio-bucket']).toEqual({
        condition: 'service_completed_successfully',
      });
  });

  it('.env.example documents every variable the compose file reads, and nothing else', () => {
    const read = new Set([...composeText.matchAll(/\$\{(\w+)/g)].map((m) => m[1]!));
    // Passed through by name (`ADMIN_EMAIL:` with no value) rather than interpolated.
    for (const name of ['api', 'worker'])
      for (const [k, v] of Object.entries(service(name).environment ?? {}))
        if (v === null) read.add(k);
    const documented = new Set(
      [
        ...fs.readFileSync(deployFiles.envExample, 'utf8').matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm),
      ].map((m) => m[1]!),
    );
    expect([...documented].sort()).toEqual([...read].sort());
  });

  it('no image is unpinned', () => {
    for (const [name, s] of Object.entries(services))
      if (s.image) expect(s.image, name).toMatch(/:(?!latest$)[\w.-]+$/);
  });
});
