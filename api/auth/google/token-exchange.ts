import type { ProviderMetadata } from './discovery';
import { fetchJsonObject } from './http-json';
import { OidcError } from './oidc-error';

/** The client's credentials at the provider. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** Exchanges an authorization code (with its PKCE verifier) for the ID token, authenticating with client_secret_basic or _post. */
export async function exchangeCode(
  provider: ProviderMetadata,
  client: ClientCredentials,
  grant: { code: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.codeVerifier });
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
  if (provider.tokenEndpointAuthMethods.includes('client_secret_basic')) {
    // RFC 6749 §2.3.1: both parts are form-encoded before being joined and base64-encoded.
    const user = encodeURIComponent(client.clientId);
    const password = encodeURIComponent(client.clientSecret);
    headers.Authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  } else if (provider.tokenEndpointAuthMethods.includes('client_secret_post')) {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  } else {
    throw new OidcError('token: the provider supports neither client_secret_basic nor client_secret_post');
  }
  const answer = await fetchJsonObject(provider.tokenEndpoint, 'token', { method: 'POST', headers, body: form });
  if (typeof answer.id_token !== 'string') throw new OidcError('token: the answer has no id_token');
  return answer.id_token;
}
