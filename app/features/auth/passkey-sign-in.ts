import { request } from '../../lib/api';

/**
 * Asks the browser for a passkey for the options the server gives this session (`POST /api/auth/passkey/options`):
 * its answer, to send to `POST /api/auth/passkey`. Throws when the person cancels or the browser has none.
 */
export async function passkeyAnswer(): Promise<unknown> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = (await request('POST', '/api/auth/passkey/options')) as Parameters<typeof startAuthentication>[0]['optionsJSON'];
  return startAuthentication({ optionsJSON });
}
