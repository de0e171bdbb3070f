import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '@marquee/core/paths.js';

const repoRoot = path.join(serverRoot, '..');

/** The deployment files docker-compose.yml uses, which this tier runs too. */
export const deployFiles = {
  compose: path.join(repoRoot, 'docker-compose.yml'),
  caddyfile: path.join(repoRoot, 'deploy/Caddyfile'),
  clusterEnv: path.join(repoRoot, 'deploy/cluster.env'),
  envExample: path.join(repoRoot, '.env.example'),
};

/** KEY=VALUE lines of an env file (compose's env_file format: no quotes, no interpolation). */
export function readEnvFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq < 1) throw new Error(`${file}: not KEY=VALUE: ${line}`);
    env[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return env;
}

/**
 * The environment of an API node or the worker: deploy/cluster.env plus what compose gives them
 * from its own services and secrets (the same keys, checked by compose-drift.test.ts).
 */
export function clusterNodeEnv(services: {
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
}): Record<string, string> {
  return {
    ...readEnvFile(deployFiles.clusterEnv),
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    S3_ENDPOINT: services.s3.endpoint,
    S3_BUCKET: services.s3.bucket,
    S3_ACCESS_KEY_ID: services.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: services.s3.secretAccessKey,
  };
}
