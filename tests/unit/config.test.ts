import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, dataKeyOf, loadConfig, vapidKeyPair, vapidKeysOf } from '../../api/config';
import { tempDir } from '../helpers/db';
import { appleWalletEnv, makeTestChain, removeTestChain, TEST_PASS_TYPE_ID, TEST_TEAM_ID } from '../helpers/wallet-chain';

const SECRET = 'a-session-secret-of-at-least-32-chars';

/** The error loadConfig throws for `env`, or a failure when it throws nothing. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted ' + JSON.stringify(env));
}

describe('loadConfig', () => {
  it('defaults to port 3000, ./data/kartis.db and a localhost public URL', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databasePath: resolve('data/kartis.db'),
      dataDir: resolve('data'),
      uploadsDir: resolve('data/uploads'),
      publicUrl: 'http://localhost:3000',
      adminEmail: 'admin@kartis.app',
      adminPassword: undefined,
      google: undefined,
      logLevel: 'info',
      trustProxy: false,
      signupsPerHour: 60,
    });
    expect(loadConfig({ SESSION_SECRET: SECRET, SIGNUPS_PER_HOUR: '500' }).signupsPerHour).toBe(500);
  });

  it('runs on the SQLite file unless DATABASE_URL names a PostgreSQL server (or another file)', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET }).database).toEqual({ engine: 'sqlite', path: resolve('data/kartis.db') });
    const postgres = loadConfig({ SESSION_SECRET: SECRET, DATABASE_URL: 'postgres://kartis:pw@db.internal:5432/kartis' });
    expect(postgres.database).toEqual({ engine: 'postgres', url: 'postgres://kartis:pw@db.internal:5432/kartis' });
    expect(postgres.dataDir).toBe(resolve('data'));
    expect(postgres.sharedLimits).toBe(true);
    expect(loadConfig({ SESSION_SECRET: SECRET, DATABASE_URL: 'postgresql://h/k', SHARED_LIMITS: '0' }).sharedLimits).toBe(false);
    expect(loadConfig({ SESSION_SECRET: SECRET, DATABASE_URL: './elsewhere/k.db' }).database).toEqual({ engine: 'sqlite', path: resolve('elsewhere/k.db') });
    expect(loadConfig({ SESSION_SECRET: SECRET, DATABASE_URL: 'file:///srv/k.db' }).databasePath).toBe('/srv/k.db');
    const refused = configError({ SESSION_SECRET: SECRET, DATABASE_URL: 'mysql://root:hunter2@db/kartis' });
    expect(refused.message).toMatch(/^Invalid environment variable DATABASE_URL/);
    expect(refused.message).not.toContain('hunter2');
  });

  it('refuses webhooks to private networks unless told otherwise, and never in production', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET }).webhooks).toEqual({ allowPrivateTargets: false, extraCa: undefined, firstRetryMs: 30_000 });
    expect(loadConfig({ SESSION_SECRET: SECRET, WEBHOOK_PRIVATE_TARGETS: 'allow', WEBHOOK_FIRST_RETRY_SECONDS: '1' }).webhooks).toMatchObject({ allowPrivateTargets: true, firstRetryMs: 1000 });
    expect(configError({ SESSION_SECRET: SECRET, NODE_ENV: 'production', WEBHOOK_PRIVATE_TARGETS: 'allow' }).message).toMatch(/^Invalid environment variable WEBHOOK_PRIVATE_TARGETS/);
    expect(configError({ SESSION_SECRET: SECRET, WEBHOOK_CA_FILE: '/no/such/cert.pem' }).message).toMatch(/^Invalid environment variable WEBHOOK_CA_FILE/);
  });

  it('treats empty variables as unset and trims a trailing slash off PUBLIC_URL', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, PORT: '', PUBLIC_URL: 'https://kartis.app/' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://kartis.app');
  });

  it.each([
    ['PORT', { SESSION_SECRET: SECRET, PORT: 'abc' }],
    ['PORT', { SESSION_SECRET: SECRET, PORT: '70000' }],
    ['PUBLIC_URL', { SESSION_SECRET: SECRET, PUBLIC_URL: 'notaurl' }],
    ['ADMIN_EMAIL', { SESSION_SECRET: SECRET, ADMIN_EMAIL: 'bad' }],
    ['ADMIN_PASSWORD', { SESSION_SECRET: SECRET, ADMIN_PASSWORD: 'pw-7chr' }],
    ['NODE_ENV', { SESSION_SECRET: SECRET, NODE_ENV: 'staging' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short-secret-value' }],
    ['SESSION_SECRET', { NODE_ENV: 'production' }],
    ['SIGNUPS_PER_HOUR', { SESSION_SECRET: SECRET, SIGNUPS_PER_HOUR: '0' }],
    ['SIGNUPS_PER_HOUR', { SESSION_SECRET: SECRET, SIGNUPS_PER_HOUR: 'many' }],
  ])('names %s in a one-line error for %o', (variable, env) => {
    const error = configError(env);
    expect(error.message).toContain(`Invalid environment variable ${variable}:`);
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it('never echoes a secret value in its error', () => {
    expect(configError({ SESSION_SECRET: 'short-secret-value' }).message).not.toContain('short-secret-value');
    expect(configError({ SESSION_SECRET: SECRET, ADMIN_PASSWORD: 'pw-7chr' }).message).not.toContain('pw-7chr');
  });

  it('generates a session secret once, keeps it in the data folder, and reuses it', () => {
    const dir = tempDir();
    const env = { DATABASE_PATH: join(dir, 'kartis.db') };
    const first = loadConfig(env);

    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig(env).sessionSecret).toBe(first.sessionSecret);
    expect(loadConfig({ DATABASE_PATH: join(tempDir(), 'kartis.db') }).sessionSecret).not.toBe(first.sessionSecret);
  });

  it('takes the data key from DATA_KEY (32 bytes in base64), never echoing a wrong one', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const dir = tempDir();
    const config = loadConfig({ SESSION_SECRET: SECRET, DATA_KEY: key, DATABASE_PATH: join(dir, 'kartis.db') });
    expect(dataKeyOf(config)).toEqual(Buffer.alloc(32, 7));
    expect(existsSync(join(dir, 'data-key'))).toBe(false);
    for (const wrong of ['too-short', Buffer.alloc(16).toString('base64'), Buffer.alloc(33).toString('base64')]) {
      const error = configError({ SESSION_SECRET: SECRET, DATA_KEY: wrong });
      expect(error.message).toMatch(/^Invalid environment variable DATA_KEY: must be 32 random bytes in base64/);
      expect(error.message).not.toContain(wrong);
    }
  });

  it('without DATA_KEY, generates a data key once into the data folder (0600), reuses it, and refuses a damaged one', () => {
    const dir = tempDir();
    const config = loadConfig({ SESSION_SECRET: SECRET, DATABASE_PATH: join(dir, 'kartis.db') });
    const key = dataKeyOf(config);
    expect(key).toHaveLength(32);
    expect(statSync(join(dir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(dataKeyOf(config)).toEqual(key);
    expect(dataKeyOf(loadConfig({ SESSION_SECRET: SECRET, DATABASE_PATH: join(tempDir(), 'kartis.db') }))).not.toEqual(key);
    writeFileSync(join(dir, 'data-key'), 'not a key\n');
    expect(() => dataKeyOf(config)).toThrow(ConfigError);
    expect(readFileSync(join(dir, 'data-key'), 'utf8')).toBe('not a key\n');
  });
});

describe('the Web Push keys', () => {
  it('are generated once into the data folder (0600) without the variables, reused, and a damaged file is refused', () => {
    const dir = tempDir();
    const config = loadConfig({ SESSION_SECRET: SECRET, DATABASE_PATH: join(dir, 'kartis.db') });
    expect(config.push).toMatchObject({ keys: undefined, subject: 'mailto:admin@kartis.app', quietMs: 60_000 });
    const keys = vapidKeysOf(config);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(join(dir, 'vapid-keys')).mode & 0o777).toBe(0o600);
    expect(vapidKeysOf(config)).toEqual(keys);
    writeFileSync(join(dir, 'vapid-keys'), 'damaged\n');
    expect(() => vapidKeysOf(config)).toThrow(/set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });

  it('keep a private key that begins with a zero byte at its 32 bytes (Node drops them: one key in 256), so the server starts again on it', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.concat([Buffer.alloc(1), randomBytes(31)]));
    const { publicKey, privateKey } = vapidKeyPair(ecdh);
    expect(Buffer.from(privateKey, 'base64url')).toEqual(Buffer.concat([Buffer.alloc(1), ecdh.getPrivateKey()]));
    expect(publicKey).toBe(ecdh.getPublicKey().toString('base64url'));
    const dir = tempDir();
    writeFileSync(join(dir, 'vapid-keys'), `${publicKey} ${privateKey}\n`, { mode: 0o600 });
    expect(vapidKeysOf(loadConfig({ SESSION_SECRET: SECRET, DATABASE_PATH: join(dir, 'kartis.db') }))).toEqual({ publicKey, privateKey });
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, never echoing the private one', () => {
    const keys = vapidKeyPair();
    const env = { SESSION_SECRET: SECRET, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    const config = loadConfig({ ...env, VAPID_SUBJECT: 'https://kartis.example' });
    expect(vapidKeysOf(config)).toEqual({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
    expect(config.push.subject).toBe('https://kartis.example');
    expect(configError({ SESSION_SECRET: SECRET, VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY }).message).toMatch(/^Invalid environment variable VAPID_PRIVATE_KEY: .*go together/);
    const wrong = configError({ ...env, VAPID_PRIVATE_KEY: 'not-a-key' });
    expect(wrong.message).toMatch(/^Invalid environment variable VAPID_PRIVATE_KEY/);
    expect(wrong.message).not.toContain('not-a-key');
    expect(configError({ ...env, VAPID_SUBJECT: 'admin@kartis.app' }).message).toMatch(/^Invalid environment variable VAPID_SUBJECT/);
  });
});

describe('the wallets’ settings', () => {
  it('leaves both wallets off without their variables', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET })).toMatchObject({ appleWallet: undefined, googleWallet: undefined });
  });

  it('reads Apple Wallet’s chain, and names the variable that is missing, unreadable or does not fit', async () => {
    const chain = await makeTestChain();
    try {
      const env = { SESSION_SECRET: SECRET, ...appleWalletEnv(chain, 'https://api.push.apple.com') };
      expect(loadConfig(env).appleWallet).toMatchObject({ passTypeId: TEST_PASS_TYPE_ID, teamId: TEST_TEAM_ID, apns: { url: 'https://api.push.apple.com', tokenKey: undefined } });
      expect(configError({ ...env, APPLE_TEAM_ID: '' }).message).toBe('Invalid environment variable APPLE_TEAM_ID: required with APPLE_PASS_TYPE_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT');
      expect(configError({ ...env, APPLE_PASS_CERT: join(chain.dir, 'missing.pem') }).message).toMatch(/^Invalid environment variable APPLE_PASS_CERT: ENOENT/);
      // The authority's key is not the pass certificate's.
      expect(configError({ ...env, APPLE_PASS_KEY: join(chain.dir, 'ca.key') }).message).toBe('Invalid environment variable APPLE_PASS_KEY: does not match APPLE_PASS_CERT');
      expect(configError({ ...env, APPLE_PASS_TYPE_ID: 'pass.app.other' }).message).toBe(`Invalid environment variable APPLE_PASS_CERT: issued for ${TEST_PASS_TYPE_ID}, not pass.app.other`);
      expect(configError({ ...env, APPLE_APNS_KEY: chain.apnsKey }).message).toBe('Invalid environment variable APPLE_APNS_KEY_ID: APPLE_APNS_KEY and APPLE_APNS_KEY_ID go together');
      expect(configError({ ...env, APPLE_APNS_KEY: chain.passKey, APPLE_APNS_KEY_ID: 'KEYID12345' }).message).toContain('APPLE_APNS_KEY: must be the .p8');
    } finally {
      removeTestChain(chain);
    }
  });

  it('reads Google Wallet’s service account, and refuses a key file that is not one', () => {
    const dir = tempDir();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(join(dir, 'account.json'), JSON.stringify({ client_email: 'wallet@example.iam.gserviceaccount.com', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }) }));
    writeFileSync(join(dir, 'broken.json'), '{"client_email": "wallet@example.iam.gserviceaccount.com"}');
    const env = { SESSION_SECRET: SECRET, GOOGLE_WALLET_ISSUER_ID: '3388000000012345678', GOOGLE_WALLET_SERVICE_ACCOUNT: join(dir, 'account.json') };
    expect(loadConfig(env).googleWallet).toMatchObject({ issuerId: '3388000000012345678', clientEmail: 'wallet@example.iam.gserviceaccount.com', updates: false });
    expect(loadConfig({ ...env, GOOGLE_WALLET_UPDATES: 'on' }).googleWallet?.updates).toBe(true);
    expect(configError({ ...env, GOOGLE_WALLET_ISSUER_ID: '' }).message).toBe('Invalid environment variable GOOGLE_WALLET_ISSUER_ID: required with GOOGLE_WALLET_SERVICE_ACCOUNT');
    expect(configError({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: join(dir, 'broken.json') }).message).toBe(
      'Invalid environment variable GOOGLE_WALLET_SERVICE_ACCOUNT: must be a service account key file, with client_email and private_key',
    );
  });
});
