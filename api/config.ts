import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { isPostgresUrl, type DatabaseLocation } from '../db/location';

/** Variables whose values are never echoed: secrets, and URLs that may carry a password (`postgres://user:pass@…`). */
const SECRET_VARIABLES = /SECRET|PASSWORD|^DATABASE_URL$|^SMTP_URL$/;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
  DATABASE_PATH: z.preprocess(emptyToUndefined, z.string().min(1).default('./data/kartis.db')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || isPostgresUrl(value) || value.startsWith('file://'), 'must be postgres://… or a SQLite file path')
      .optional(),
  ),
  UPLOADS_DIR: optionalString,
  UPLOADS_STORE: z.preprocess(emptyToUndefined, z.enum(['folder', 'database']).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().default('admin@kartis.app')),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).default('0')),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Kartis <no-reply@kartis.app>')),
  SIGNUPS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(60)),
  SHARED_LIMITS: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
  CHECKPOINTS: z.preprocess(emptyToUndefined, z.enum(['worker', 'inline']).default('worker')),
  WEBHOOK_PRIVATE_TARGETS: z.preprocess(emptyToUndefined, z.enum(['refuse', 'allow']).default('refuse')),
  WEBHOOK_CA_FILE: optionalString,
  WEBHOOK_FIRST_RETRY_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3600).default(30)),
});

/** Validated runtime configuration of the server. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The SQLite file (the embedded default), or the PostgreSQL server when `DATABASE_URL` names one. */
  database: DatabaseLocation;
  /** The SQLite file's path (`DATABASE_PATH`, or a `DATABASE_URL` that is a file); its folder is the data folder. */
  databasePath: string;
  dataDir: string;
  uploadsDir: string;
  /**
   * Where uploaded images and visitors' files are kept: the uploads folder (the default with SQLite), or the database
   * (the default with PostgreSQL, so that nodes share nothing but the database).
   */
  uploadsStore: 'folder' | 'database';
  publicUrl: string;
  sessionSecret: string;
  adminEmail: string;
  adminPassword: string | undefined;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  trustProxy: boolean;
  /**
   * Rate limits and sign-in throttling counted in the database, so that several nodes count the same requests: on
   * with a PostgreSQL `DATABASE_URL`, or with `SHARED_LIMITS=1` (several processes over one SQLite file); else in memory.
   */
  sharedLimits?: boolean;
  /** SMTP server for mail (`smtp://user:pass@host:587`); without it mail lands as .eml files in `<dataDir>/mail`. */
  smtpUrl?: string;
  mailFrom: string;
  /** Sign-ups (and confirmations) one address may make in an hour: an office behind one address may need more. */
  signupsPerHour: number;
  /** `inline` leaves SQLite's checkpoints in the server's commits (bench/checkpoints.mjs measures the worker against it). */
  checkpoints?: 'worker' | 'inline';
  webhooks: WebhookConfig;
}

/** How leads are sent to owners' webhooks. */
export interface WebhookConfig {
  /** Whether webhooks may point at this machine or a private network (never in production: that is SSRF). */
  allowPrivateTargets: boolean;
  /** Certificates (PEM) trusted besides the system's, for a receiver with its own certificate (the tests'). */
  extraCa: string | undefined;
  /** The pause before the first retry; each further one doubles it. */
  firstRetryMs: number;
}

/** A configuration problem, reported as one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses and validates environment variables; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const shown = env[variable] === undefined ? '' : ` (got "${SECRET_VARIABLES.test(variable) ? '***' : env[variable]}")`;
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const postgresUrl = e.DATABASE_URL && isPostgresUrl(e.DATABASE_URL) ? e.DATABASE_URL : undefined;
  const sqlitePath = e.DATABASE_URL && !postgresUrl ? e.DATABASE_URL.replace(/^file:\/\//, '') : e.DATABASE_PATH;
  const databasePath = sqlitePath === ':memory:' ? sqlitePath : resolve(sqlitePath);
  const dataDir = databasePath === ':memory:' ? resolve('data') : dirname(databasePath);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
      : undefined;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid environment variable SESSION_SECRET: required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.WEBHOOK_PRIVATE_TARGETS === 'allow') {
    throw new ConfigError('Invalid environment variable WEBHOOK_PRIVATE_TARGETS: private targets are refused when NODE_ENV=production');
  }
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: postgresUrl ? { engine: 'postgres', url: postgresUrl } : { engine: 'sqlite', path: databasePath },
    databasePath,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? resolve(e.UPLOADS_DIR) : join(dataDir, 'uploads'),
    uploadsStore: e.UPLOADS_STORE ?? (postgresUrl ? 'database' : 'folder'),
    publicUrl: (e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    google,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    sharedLimits: e.SHARED_LIMITS === undefined ? postgresUrl !== undefined : e.SHARED_LIMITS === '1',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    checkpoints: e.CHECKPOINTS,
    webhooks: {
      allowPrivateTargets: e.WEBHOOK_PRIVATE_TARGETS === 'allow',
      extraCa: e.WEBHOOK_CA_FILE ? readCaFile(e.WEBHOOK_CA_FILE) : undefined,
      firstRetryMs: e.WEBHOOK_FIRST_RETRY_SECONDS * 1000,
    },
  };
}

function readCaFile(file: string): string {
  try {
    return readFileSync(resolve(file), 'utf8');
  } catch (err) {
    throw new ConfigError(`Invalid environment variable WEBHOOK_CA_FILE: ${(err as Error).message}`);
  }
}

/** Development convenience: a session secret generated once and kept in the data folder. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
