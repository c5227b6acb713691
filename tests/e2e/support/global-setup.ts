import { startProductionServer } from './production-server';

/** Environment variable through which workers learn where the server listens. */
export const BASE_URL_VARIABLE = 'KARTIS_E2E_BASE_URL';
/** And where its data folder is, to read the mail it sends. */
export const DATA_DIR_VARIABLE = 'KARTIS_E2E_DATA_DIR';

/** Starts one production server for the whole run; the returned function is the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startProductionServer();
  process.env[BASE_URL_VARIABLE] = server.url;
  process.env[DATA_DIR_VARIABLE] = server.dataDir;
  return () => server.stop();
}
