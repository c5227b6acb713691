import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PASS_TYPE_ID, TEST_TEAM_ID, makeTestChain, removeTestChain, type TestChain } from '../../helpers/wallet-chain';
import { startProductionServer } from './production-server';

/** A Google Wallet issuer with a service account key made for the run (in `dir`), so the owners' screens offer Google Wallet. */
function googleWalletEnv(dir: string): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = join(dir, 'service-account.json');
  writeFileSync(file, JSON.stringify({ client_email: 'wallet@kartis-e2e.iam.gserviceaccount.com', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }) }));
  return { GOOGLE_WALLET_ISSUER_ID: '3388000000012345678', GOOGLE_WALLET_SERVICE_ACCOUNT: file };
}

/** Apple Wallet with the tests' own certificate chain, so owners may offer their cards' passes to visitors. */
function appleWalletEnv(chain: TestChain): Record<string, string> {
  return { APPLE_PASS_TYPE_ID: TEST_PASS_TYPE_ID, APPLE_TEAM_ID: TEST_TEAM_ID, APPLE_PASS_CERT: chain.passCert, APPLE_PASS_KEY: chain.passKey, APPLE_WWDR_CERT: chain.ca };
}

/** Environment variable through which workers learn where the server listens. */
export const BASE_URL_VARIABLE = 'KARTIS_E2E_BASE_URL';
/** And where its data folder is, to read the mail it sends. */
export const DATA_DIR_VARIABLE = 'KARTIS_E2E_DATA_DIR';

/** Starts one production server for the whole run; the returned function is the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The wallets' keys are the run's alone: their folders go with the server.
  const googleDir = mkdtempSync(join(tmpdir(), 'kartis-e2e-google-'));
  const chain = await makeTestChain();
  const server = await startProductionServer({ env: { ...googleWalletEnv(googleDir), ...appleWalletEnv(chain) } });
  process.env[BASE_URL_VARIABLE] = server.url;
  process.env[DATA_DIR_VARIABLE] = server.dataDir;
  return async () => {
    await server.stop();
    rmSync(googleDir, { recursive: true, force: true });
    removeTestChain(chain);
  };
}
