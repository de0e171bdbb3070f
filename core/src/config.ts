import path from 'node:path';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES_DEFAULT } from '@marquee/protocol';
import { PLAYS_RETENTION_DAYS_DEFAULT, TRIAL_DAYS_DEFAULT } from '@marquee/protocol';
import { defaultWebDistDir } from './paths.js';
import { trustProxySchema, type TrustProxy } from './trust-proxy.js';

/** The only reader of process.env: everything else receives a typed Config. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(100),
  PAIRING_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(10),
  PAIRING_MAX_FAILURES_PER_NETWORK: z.coerce.number().int().positive().default(30),
  PAIRING_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  WEB_DIST_DIR: z.string().optional(),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(TRIAL_DAYS_DEFAULT),
  PLAYS_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 366)
    .default(PLAYS_RETENTION_DAYS_DEFAULT),
  BILLING_PROVIDER: z.enum(['none', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url({ error: 'must be a URL such as http://127.0.0.1:12111' }).optional(),
  RUN_WORKER: z
    .enum(['true', 'false', '0', '1'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(MAX_UPLOAD_BYTES_DEFAULT),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  DISPLAY_CONNECT_RATE: z.coerce.number().int().min(1).default(1000),
  DISPLAY_CONNECT_BURST: z.coerce.number().int().min(1).default(200),
  JOB_STUCK_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '0', '1'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_PAGES_ALLOW_PRIVATE: z
    .enum(['true', 'false', '0', '1'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://signage.example.com' }).optional(),
  ALERT_SCAN_MS: z.coerce.number().int().min(100).default(30_000),
  ALERT_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).default(30_000),
});

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /** Express `trust proxy`: false, a hop count, or the proxies' addresses (never every hop). */
  trustProxy: TrustProxy;
  loginLimits: {
    perAccount: number;
    perIp: number;
    windowMs: number;
    delayStepMs: number;
    maxDelayMs: number;
  };
  /**
   * Wrong or malformed pairing codes tolerated per client address and per network (/24, IPv6
   * /48) per 10 minutes, and how long a wrong guess waits for its answer.
   */
  pairingLimits: { perIp: number; perNetwork: number; failureDelayMs: number; windowMs: number };
  /** Accounts one client address may create per hour. */
  registerLimits: { perIp: number; windowMs: number };
  /** Reset-link requests per client address and per email address per hour. */
  resetLimits: { perIp: number; perEmail: number; windowMs: number };
  webDistDir: string;
  /** Take background jobs in this process too (the one-box default); false for API-only nodes. */
  runWorker: boolean;
  maxUploadBytes: number;
  /** How long a dead worker's job stays locked before another worker takes it over (BullMQ). */
  jobLockMs: number;
  /** Screens' socket handshakes this node admits per second (and at once), refusing the rest with a retry-after. */
  displayConnect: { ratePerSecond: number; burst: number };
  /** When set, GET /metrics asks for `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** The standalone worker's own HTTP port: /metrics and /healthz. */
  workerMetricsPort: number;
  /** An item still processing this long after its upload (or retry), with no job left, is failed. */
  jobStuckAfterMs: number;
  /** Media in an S3-compatible store when S3_BUCKET is set, otherwise in DATA_DIR/media. */
  s3: S3Config | undefined;
  trialDays: number;
  /** Days raw plays are kept; their daily rollups are kept forever. */
  playsRetentionDays: number;
  /** 'none' (self-hosted: informational billing, nothing suspended) unless Stripe is configured. */
  billing: { provider: 'none' } | { provider: 'stripe'; stripe: StripeConfig };
  /** SUPPORT_EMAIL: shown wherever the product says to contact support. */
  supportEmail: string | undefined;
  /** SMTP_URL; without it mail is written to the log and to DATA_DIR/mail. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Base of links in emails: PUBLIC_URL, never the request's Host header (it can be forged). */
  publicUrl: string;
  /**
   * WEB_PAGES_ALLOW_PRIVATE: web-page items may name private and loopback addresses (a LAN
   * dashboard). Off by default: the server fetches the page to check it may be framed.
   */
  webPagesAllowPrivate: boolean;
  /** CHROMIUM_PATH: the browser the worker draws web-page thumbnails with; optional. */
  chromiumPath: string;
  /** How often workers look for screens offline past their threshold; failed alerts' first wait. */
  alerts: { scanEveryMs: number; retry: { attempts: number; backoffMs: number } };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Points the Stripe client at a stand-in (tests, stripe-mock). */
  apiBase: URL | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push('  ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      '  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (env.S3_ENDPOINT && !env.S3_BUCKET) problems.push('  S3_BUCKET: required with S3_ENDPOINT');
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;
  const wantsStripe =
    env.BILLING_PROVIDER === 'stripe' ||
    (env.BILLING_PROVIDER === undefined && Boolean(env.STRIPE_SECRET_KEY));
  if (wantsStripe) {
    for (const k of stripeKeys) if (!env[k]) problems.push(`  ${k}: required for Stripe billing`);
  }
  if (!parsed.success || problems.length)
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    loginLimits: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: 15 * 60_000,
      delayStepMs: 1000,
      maxDelayMs: 10_000,
    },
    pairingLimits: {
      perIp: e.PAIRING_MAX_FAILURES_PER_IP,
      perNetwork: e.PAIRING_MAX_FAILURES_PER_NETWORK,
      failureDelayMs: e.PAIRING_FAILURE_DELAY_MS,
      windowMs: 10 * 60_000,
    },
    registerLimits: { perIp: e.REGISTER_MAX_PER_IP, windowMs: 60 * 60_000 },
    resetLimits: { perIp: 20, perEmail: 5, windowMs: 60 * 60_000 },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir),
    runWorker: e.RUN_WORKER,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    webPagesAllowPrivate: e.WEB_PAGES_ALLOW_PRIVATE,
    chromiumPath: e.CHROMIUM_PATH,
    jobLockMs: e.JOB_LOCK_MS,
    displayConnect: { ratePerSecond: e.DISPLAY_CONNECT_RATE, burst: e.DISPLAY_CONNECT_BURST },
    metricsToken: e.METRICS_TOKEN,
    workerMetricsPort: e.WORKER_METRICS_PORT,
    jobStuckAfterMs: e.JOB_STUCK_AFTER_MS,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    trialDays: e.TRIAL_DAYS,
    playsRetentionDays: e.PLAYS_RETENTION_DAYS,
    billing: wantsStripe
      ? {
          provider: 'stripe',
          stripe: {
            secretKey: e.STRIPE_SECRET_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            priceId: e.STRIPE_PRICE_ID!,
            apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
          },
        }
      : { provider: 'none' },
    supportEmail: e.SUPPORT_EMAIL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Marquee <no-reply@localhost>' },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    alerts: {
      scanEveryMs: e.ALERT_SCAN_MS,
      retry: { attempts: 6, backoffMs: e.ALERT_RETRY_BACKOFF_MS },
    },
  };
}
