import { X509Certificate, createECDH, createPrivateKey, randomBytes, type ECDH } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { isPostgresUrl, type DatabaseLocation } from '../db/location';

/** Variables whose values are never echoed: secrets, and URLs that may carry a password (`postgres://user:pass@…`). */
const SECRET_VARIABLES = /SECRET|PASSWORD|PASSPHRASE|^DATA_KEY$|^DATABASE_URL$|^SMTP_URL$|^VAPID_PRIVATE_KEY$/;

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
  DATA_KEY: z.preprocess(emptyToUndefined, z.string().refine(isDataKey, 'must be 32 random bytes in base64 (openssl rand -base64 32)').optional()),
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
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().refine((v) => base64urlBytes(v) === 65, 'must be the uncompressed P-256 public key in base64url (65 bytes)').optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().refine((v) => base64urlBytes(v) === 32, 'must be the P-256 private key in base64url (32 bytes)').optional()),
  VAPID_SUBJECT: z.preprocess(emptyToUndefined, z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL').optional()),
  PUSH_QUIET_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3600).default(60)),
  TESSERACT_PATH: z.preprocess(emptyToUndefined, z.string().min(1).default('tesseract')),
  OCR_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(300).default(20)),
  APPLE_PASS_TYPE_ID: z.preprocess(emptyToUndefined, z.string().regex(/^pass\.[\w.-]+$/, 'must look like pass.com.example.card').optional()),
  APPLE_TEAM_ID: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Z0-9]{10}$/, 'must be the 10-character team id').optional()),
  APPLE_PASS_CERT: optionalString,
  APPLE_PASS_KEY: optionalString,
  APPLE_PASS_KEY_PASSPHRASE: optionalString,
  APPLE_WWDR_CERT: optionalString,
  APPLE_APNS_KEY: optionalString,
  APPLE_APNS_KEY_ID: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Z0-9]{10}$/, 'must be the 10-character key id').optional()),
  APNS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https$/ }).default('https://api.push.apple.com')),
  APNS_CA_FILE: optionalString,
  GOOGLE_WALLET_ISSUER_ID: z.preprocess(emptyToUndefined, z.string().regex(/^\d{10,25}$/, 'must be the issuer id, digits only').optional()),
  GOOGLE_WALLET_SERVICE_ACCOUNT: optionalString,
  GOOGLE_WALLET_UPDATES: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('off')),
});

/** The environment as validated. */
type EnvValues = z.infer<typeof envSchema>;

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
  /**
   * The key secrets kept in the database (webhooks' signing secrets) are sealed with (`DATA_KEY`); without it, the
   * data folder's `data-key` file (see dataKeyOf). Every node must have the same one.
   */
  dataKey: Buffer | undefined;
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
  push: PushConfig;
  /** Reading paper cards: Tesseract's binary (on PATH, or a path) and how long one reading may take. */
  cardScan: CardScanConfig;
  /** Apple Wallet passes; undefined when the installation has no Pass Type ID certificate (no buttons then). */
  appleWallet: AppleWalletConfig | undefined;
  /** Google Wallet passes; undefined without an issuer and a service account (no buttons then). */
  googleWallet: GoogleWalletConfig | undefined;
}

/** How the server reads paper cards: the Tesseract binary, and how long one reading may take. */
export interface CardScanConfig {
  tesseractPath: string;
  timeoutMs: number;
}

/** The installation's Pass Type ID, its certificate chain (PEM text), and how its pushes reach APNs. */
export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase: string | undefined;
  wwdr: string;
  apns: {
    url: string;
    /** Certificates (PEM) trusted for the APNs peer besides the system's (a local peer in tests). */
    extraCa: string | undefined;
    /** A token-based APNs key (.p8, PEM) and its id; without it the pass certificate authenticates the push. */
    tokenKey: { key: string; keyId: string } | undefined;
  };
}

/** The Google Wallet issuer and the service account that signs its save links. */
export interface GoogleWalletConfig {
  issuerId: string;
  clientEmail: string;
  privateKey: string;
  /** Push card changes to passes already saved, through Google's API (off unless `GOOGLE_WALLET_UPDATES=on`). */
  updates: boolean;
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

/** How the owners' devices are sent Web Push notifications. */
export interface PushConfig {
  /** `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY`; without them the data folder's key pair (see vapidKeysOf). */
  keys: VapidKeys | undefined;
  subject: string;
  /** Pushes to one device closer together than this are gathered into one. */
  quietMs: number;
}

/** The server's application server key pair (VAPID, RFC 8292), both in base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
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
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(`Invalid environment variable ${e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together`);
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
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(join(dataDir, SESSION_SECRET_FILE), () => randomBytes(32).toString('base64url'), (secret) => secret.length >= 32, { replaceInvalid: true }),
    dataKey: e.DATA_KEY ? Buffer.from(e.DATA_KEY, 'base64') : undefined,
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
    push: {
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL.toLowerCase()}`,
      quietMs: e.PUSH_QUIET_SECONDS * 1000,
    },
    cardScan: { tesseractPath: e.TESSERACT_PATH, timeoutMs: e.OCR_TIMEOUT_SECONDS * 1000 },
    appleWallet: appleWalletConfig(e),
    googleWallet: googleWalletConfig(e),
  };
}

/** The text of a file a variable names, or a ConfigError naming the variable. */
function readNamedFile(variable: string, file: string): string {
  try {
    return readFileSync(resolve(file), 'utf8');
  } catch (err) {
    throw new ConfigError(`Invalid environment variable ${variable}: ${(err as Error).message}`);
  }
}

/** Runs a check of a variable's value, turning its failure into a ConfigError naming the variable. */
function checked<T>(variable: string, check: () => T): T {
  try {
    return check();
  } catch (err) {
    throw new ConfigError(`Invalid environment variable ${variable}: ${(err as Error).message}`);
  }
}

const APPLE_REQUIRED = ['APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'] as const;

/**
 * Apple Wallet's settings, all or none: the certificate must be one, the key must open with its passphrase and match
 * the certificate, and a certificate naming a pass type id (its UID) must name this one.
 */
function appleWalletConfig(e: EnvValues): AppleWalletConfig | undefined {
  const given = APPLE_REQUIRED.filter((name) => e[name] !== undefined);
  if (given.length === 0) return undefined;
  const missing = APPLE_REQUIRED.find((name) => e[name] === undefined);
  if (missing) throw new ConfigError(`Invalid environment variable ${missing}: required with ${given.join(', ')}`);
  const signerCert = readNamedFile('APPLE_PASS_CERT', e.APPLE_PASS_CERT!);
  const signerKey = readNamedFile('APPLE_PASS_KEY', e.APPLE_PASS_KEY!);
  const wwdr = readNamedFile('APPLE_WWDR_CERT', e.APPLE_WWDR_CERT!);
  const certificate = checked('APPLE_PASS_CERT', () => new X509Certificate(signerCert));
  const key = checked('APPLE_PASS_KEY_PASSPHRASE', () => createPrivateKey({ key: signerKey, passphrase: e.APPLE_PASS_KEY_PASSPHRASE }));
  if (key.asymmetricKeyType !== 'rsa') throw new ConfigError('Invalid environment variable APPLE_PASS_KEY: must be an RSA key, as Apple issues them');
  if (!certificate.checkPrivateKey(key)) throw new ConfigError('Invalid environment variable APPLE_PASS_KEY: does not match APPLE_PASS_CERT');
  const uid = /(?:^|\n)UID=([^\n]+)/.exec(certificate.subject)?.[1];
  if (uid && uid !== e.APPLE_PASS_TYPE_ID) throw new ConfigError(`Invalid environment variable APPLE_PASS_CERT: issued for ${uid}, not ${e.APPLE_PASS_TYPE_ID}`);
  checked('APPLE_WWDR_CERT', () => new X509Certificate(wwdr));
  if (Boolean(e.APPLE_APNS_KEY) !== Boolean(e.APPLE_APNS_KEY_ID)) {
    throw new ConfigError(`Invalid environment variable ${e.APPLE_APNS_KEY ? 'APPLE_APNS_KEY_ID' : 'APPLE_APNS_KEY'}: APPLE_APNS_KEY and APPLE_APNS_KEY_ID go together`);
  }
  const tokenKey = e.APPLE_APNS_KEY ? readNamedFile('APPLE_APNS_KEY', e.APPLE_APNS_KEY) : undefined;
  if (tokenKey) {
    const apnsKey = checked('APPLE_APNS_KEY', () => createPrivateKey(tokenKey));
    if (apnsKey.asymmetricKeyType !== 'ec') throw new ConfigError('Invalid environment variable APPLE_APNS_KEY: must be the .p8 (EC P-256) key Apple issues');
  }
  return {
    passTypeId: e.APPLE_PASS_TYPE_ID!,
    teamId: e.APPLE_TEAM_ID!,
    signerCert,
    signerKey,
    signerKeyPassphrase: e.APPLE_PASS_KEY_PASSPHRASE,
    wwdr,
    apns: {
      url: e.APNS_URL.replace(/\/+$/, ''),
      extraCa: e.APNS_CA_FILE ? readNamedFile('APNS_CA_FILE', e.APNS_CA_FILE) : undefined,
      tokenKey: tokenKey ? { key: tokenKey, keyId: e.APPLE_APNS_KEY_ID! } : undefined,
    },
  };
}

const serviceAccountSchema = z.object({ client_email: z.email(), private_key: z.string().includes('PRIVATE KEY') });

/** Google Wallet's settings, both or none: the service account's JSON key file must hold its email and RSA key. */
function googleWalletConfig(e: EnvValues): GoogleWalletConfig | undefined {
  if (!e.GOOGLE_WALLET_ISSUER_ID && !e.GOOGLE_WALLET_SERVICE_ACCOUNT) return undefined;
  if (!e.GOOGLE_WALLET_ISSUER_ID) throw new ConfigError('Invalid environment variable GOOGLE_WALLET_ISSUER_ID: required with GOOGLE_WALLET_SERVICE_ACCOUNT');
  if (!e.GOOGLE_WALLET_SERVICE_ACCOUNT) throw new ConfigError('Invalid environment variable GOOGLE_WALLET_SERVICE_ACCOUNT: required with GOOGLE_WALLET_ISSUER_ID');
  const text = readNamedFile('GOOGLE_WALLET_SERVICE_ACCOUNT', e.GOOGLE_WALLET_SERVICE_ACCOUNT);
  const account = checked('GOOGLE_WALLET_SERVICE_ACCOUNT', () => {
    const parsed = serviceAccountSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error('must be a service account key file, with client_email and private_key');
    return parsed.data;
  });
  const key = checked('GOOGLE_WALLET_SERVICE_ACCOUNT', () => createPrivateKey(account.private_key));
  if (key.asymmetricKeyType !== 'rsa') throw new ConfigError('Invalid environment variable GOOGLE_WALLET_SERVICE_ACCOUNT: its private_key must be RSA');
  return { issuerId: e.GOOGLE_WALLET_ISSUER_ID, clientEmail: account.client_email, privateKey: account.private_key, updates: e.GOOGLE_WALLET_UPDATES === 'on' };
}

function readCaFile(file: string): string {
  try {
    return readFileSync(resolve(file), 'utf8');
  } catch (err) {
    throw new ConfigError(`Invalid environment variable WEBHOOK_CA_FILE: ${(err as Error).message}`);
  }
}

/** How many bytes a base64url text holds, or -1 when it is not base64url. */
function base64urlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

/** Whether a value is a data key: 32 bytes in base64. */
function isDataKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value.trim());
}

/** The data folder's key file, used when `DATA_KEY` is not set. */
export const DATA_KEY_FILE = 'data-key';

/** The data folder's VAPID key pair, used when `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` are not set. */
export const VAPID_KEYS_FILE = 'vapid-keys';

/** The data folder's session secret, used when `SESSION_SECRET` is not set. */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The data key: `DATA_KEY`, or else the data folder's `data-key` file, generated the first time (kept 0600, and
 * copied by `npm run backup` with the database it belongs to). A damaged file is refused, never replaced: the secrets
 * sealed under it would be lost.
 */
export function dataKeyOf(config: Pick<Config, 'dataKey' | 'dataDir'>): Buffer {
  if (config.dataKey) return config.dataKey;
  return Buffer.from(persistedSecret(join(config.dataDir, DATA_KEY_FILE), () => randomBytes(32).toString('base64'), isDataKey, { replaceInvalid: false }), 'base64');
}

/** A P-256 key pair for Web Push (a new one unless given), base64url, its private key always 32 bytes. */
export function vapidKeyPair(ecdh = newEcdh()): VapidKeys {
  const privateKey = ecdh.getPrivateKey();
  // Node drops a private key's leading zero bytes (one key in 256); web-push, and this server's next start, want 32.
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url') };
}

function newEcdh(): ECDH {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh;
}

/** A new key pair as the `vapid-keys` file keeps it: the public key, a space, the private key. */
function newVapidKeys(): string {
  const { publicKey, privateKey } = vapidKeyPair();
  return `${publicKey} ${privateKey}`;
}

function isVapidKeyPair(text: string): boolean {
  const [publicKey = '', privateKey = ''] = text.split(' ');
  return base64urlBytes(publicKey) === 65 && base64urlBytes(privateKey) === 32;
}

/**
 * The VAPID key pair: the variables', or else the data folder's `vapid-keys` file, generated the first time (kept 0600).
 * A damaged file is refused, never replaced: every device subscribed under the old public key would stop receiving.
 */
export function vapidKeysOf(config: Pick<Config, 'push' | 'dataDir'>): VapidKeys {
  if (config.push.keys) return config.push.keys;
  const file = join(config.dataDir, VAPID_KEYS_FILE);
  const text = persistedSecret(file, newVapidKeys, isVapidKeyPair, { replaceInvalid: false }, 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  const [publicKey, privateKey] = text.split(' ') as [string, string];
  return { publicKey, privateKey };
}

/**
 * A secret generated once and kept in a file of the data folder (readable by this user alone). Written under another
 * name and linked into place, so that nodes starting together over one data folder all end up with the same one.
 */
function persistedSecret(file: string, generate: () => string, valid: (secret: string) => boolean, { replaceInvalid }: { replaceInvalid: boolean }, remedy = 'set DATA_KEY'): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (valid(secret)) return secret;
    if (!replaceInvalid) throw new ConfigError(`${file} does not hold a valid key: restore it from a backup, or ${remedy}`);
    rmSync(file);
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, generate() + '\n', { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}
