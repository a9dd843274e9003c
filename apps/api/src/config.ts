import { isIP } from 'node:net';
import path from 'node:path';
import { isValidEmail, normalizeEmail } from '@labora/shared/email';
import { LAUNCH_DEFAULT_AT } from '@labora/shared/launch';
import { meetsPasswordRules } from '@labora/shared/password';
import { z } from 'zod';
import type { FilesConfig } from './lib/file-store/index.js';

function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** The runtime contract of README's env table. This module is the only reader of process.env. */
const ZEnv = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    // A read replica of DATABASE_URL's database: lag-tolerant reads go there (deps.readDb).
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Labora <nao-responda@labora.local>'),
    // An HTTP SMS gateway (lib/sms-provider.ts); unset: each SMS is written to DATA_DIR/outbox.
    SMS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of the SMS gateway' }).optional(),
    SMS_TOKEN: z.string().min(8, 'must be the gateway token (8+ characters)').optional(),
    SMS_FROM: z.string().min(1).max(20, 'must be at most 20 characters').optional(),
    ADMIN_EMAIL: z.string().refine(isValidEmail, 'must be an e-mail address').transform(normalizeEmail).optional(),
    ADMIN_PASSWORD: z
      .string()
      .refine(meetsPasswordRules, 'must have 8+ characters with upper and lower case, a digit and one of @$!%*?&')
      .optional(),
    // Unset: decided by HOST in loadConfig.
    SEED_DEMO: z
      .enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    RATE_LIMIT_FACTOR: z.coerce
      .number({ error: 'must be a whole number from 1 to 1000' })
      .int('must be a whole number from 1 to 1000')
      .min(1, 'must be a whole number from 1 to 1000')
      .max(1000, 'must be a whole number from 1 to 1000')
      .default(1),
    // Fault injection for the crash test only: holds each delivery this long after its commit, so a kill lands
    // between the two. Never set in production.
    FAULT_EVENT_DELIVERY_DELAY_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds up to 60000' })
      .int('must be a whole number of milliseconds up to 60000')
      .min(0, 'must be a whole number of milliseconds up to 60000')
      .max(60_000, 'must be a whole number of milliseconds up to 60000')
      .default(0),
    // The public countdown's moment (/lancamento): a date and time with its offset.
    LAUNCH_AT: z.iso
      .datetime({ offset: true, error: 'must be a date and time with its offset, e.g. 2025-09-25T23:59:59-03:00' })
      .default(LAUNCH_DEFAULT_AT)
      .transform((v) => new Date(v)),
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    // Reverse proxies whose X-Forwarded-For/-Proto are believed: addresses, CIDR ranges or loopback,
    // comma-separated (proxy-addr's syntax, as Fastify's trustProxy takes it).
    TRUST_PROXY: z
      .string()
      .refine(
        (v) => v.split(',').every((item) => isProxyAddress(item.trim())),
        'must be addresses, CIDR ranges or loopback, comma-separated (e.g. loopback or 10.0.0.0/8)',
      )
      .optional(),
    // Object storage (lib/file-store): unset, uploads stay in DATA_DIR/uploads.
    FILES_URL: z
      .string()
      .regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._/-]*)?$/,
        'must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 lowercase letters, digits, dots, hyphens)',
      )
      .optional(),
    FILES_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be the http(s) URL of the S3-compatible endpoint' })
      .optional(),
    FILES_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or auto')
      .optional(),
    FILES_ACCESS_KEY_ID: z.string().min(1).optional(),
    FILES_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    FILES_FORCE_PATH_STYLE: z
      .enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
  })
  .superRefine((env, ctx) => {
    for (const name of [
      'FILES_ENDPOINT',
      'FILES_REGION',
      'FILES_ACCESS_KEY_ID',
      'FILES_SECRET_ACCESS_KEY',
      'FILES_FORCE_PATH_STYLE',
    ] as const) {
      if (env[name] !== undefined && !env.FILES_URL) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is used only with FILES_URL=s3://bucket/prefix' });
      }
    }
    if (Boolean(env.FILES_ACCESS_KEY_ID) !== Boolean(env.FILES_SECRET_ACCESS_KEY)) {
      const missing = env.FILES_ACCESS_KEY_ID ? 'FILES_SECRET_ACCESS_KEY' : 'FILES_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other FILES_ key' });
    }
    if (Boolean(env.SMS_URL) !== Boolean(env.SMS_TOKEN)) {
      const missing = env.SMS_URL ? 'SMS_TOKEN' : 'SMS_URL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other SMS_ variable' });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: "must come with DATABASE_URL (a replica of that server's database)",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other ADMIN_ variable' });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: a replica for the reads that tolerate a little lag; undefined: all reads on databaseUrl. */
  databaseReadUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SMS_URL, SMS_TOKEN and SMS_FROM: the SMS gateway; undefined: SMS go to DATA_DIR/outbox. */
  sms: { url: string; token: string; from: string | undefined } | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  publicUrl: string;
  rateLimitFactor: number;
  /** FAULT_EVENT_DELIVERY_DELAY_MS: the crash test's pause between a commit and its delivery; 0 otherwise. */
  eventDeliveryDelayMs: number;
  /** Signs the proof-of-work challenges; unset: a key made on first use and kept in the database. */
  altchaHmacKey: string | undefined;
  /** TRUST_PROXY: the reverse proxies whose forwarded client address and protocol are believed. */
  trustProxy: string | undefined;
  /** FILES_URL and its FILES_ settings: where uploaded files live (lib/file-store); local: DATA_DIR/uploads. */
  files: FilesConfig;
  /** LAUNCH_AT: the moment the public countdown (/lancamento) counts down to. */
  launchAt: Date;
  /** Settings that work but deserve a line in the log at start. */
  warnings: string[];
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === '::1') return true;
  return /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** Parses the environment once; a bad value throws a ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "not set", as in most shells' configs.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = present[name] === undefined ? '' : ` (got ${JSON.stringify(present[name])})`;
        return `Invalid environment variable ${name}: ${issue.message}${got}`;
      }),
    );
  }
  const e = parsed.data;
  const hostForUrl = e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  // The demo's admin has a password everyone can read in the README: by default only where nobody else connects.
  const loopback = isLoopbackHost(e.HOST);
  const seedDemo = e.SEED_DEMO ?? loopback;
  const warnings: string[] = [];
  if (seedDemo && !loopback) {
    warnings.push(
      `SEED_DEMO=1 with HOST=${e.HOST}: the demo accounts (admin@labora.dev and the others) and their password ` +
        'published in the README are reachable from other machines; use it only for a demonstration',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: e.SMS_URL && e.SMS_TOKEN ? { url: e.SMS_URL, token: e.SMS_TOKEN, from: e.SMS_FROM } : undefined,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo,
    warnings,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    eventDeliveryDelayMs: e.FAULT_EVENT_DELIVERY_DELAY_MS,
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
    trustProxy: e.TRUST_PROXY,
    launchAt: e.LAUNCH_AT,
    files: filesConfig(e),
    publicUrl: (e.PUBLIC_URL ?? `http://${hostForUrl}:${e.PORT}`).replace(/\/$/, ''),
  };
}

/** FILES_URL=s3://bucket/prefix → the bucket's settings; unset → the local disk. */
function filesConfig(e: z.output<typeof ZEnv>): FilesConfig {
  if (!e.FILES_URL) return { kind: 'local' };
  const [bucket = '', ...rest] = e.FILES_URL.slice('s3://'.length).split('/');
  const prefix = rest.filter(Boolean).join('/');
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: e.FILES_ENDPOINT,
    // AWS needs the bucket's region; most S3-compatible stores accept any (R2 documents 'auto').
    region: e.FILES_REGION ?? 'us-east-1',
    credentials:
      e.FILES_ACCESS_KEY_ID && e.FILES_SECRET_ACCESS_KEY
        ? { accessKeyId: e.FILES_ACCESS_KEY_ID, secretAccessKey: e.FILES_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.FILES_FORCE_PATH_STYLE ?? false,
  };
}
