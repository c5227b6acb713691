import { fetchJsonObject } from './http-json';
import { OidcError } from './oidc-error';

/** The parts of a provider's discovery document the sign-in flow uses. */
export interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  tokenEndpointAuthMethods: string[];
}

const CACHE_MS = 60 * 60 * 1000;
const cache = new Map<string, { metadata: ProviderMetadata; until: number }>();

/** Reads `${issuer}/.well-known/openid-configuration`, cached for an hour per issuer (failures are not cached). */
export async function discoverProvider(issuer: string, now = Date.now()): Promise<ProviderMetadata> {
  const cached = cache.get(issuer);
  if (cached && cached.until > now) return cached.metadata;
  const document = await fetchJsonObject(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, 'discovery');
  const metadata = parseMetadata(document, issuer);
  cache.set(issuer, { metadata, until: now + CACHE_MS });
  return metadata;
}

function parseMetadata(document: Record<string, unknown>, issuer: string): ProviderMetadata {
  const url = (key: string): string => {
    const value = document[key];
    if (typeof value !== 'string' || !URL.canParse(value)) throw new OidcError(`discovery: missing or invalid ${key}`);
    return value;
  };
  // The issuer named in the document must be the one configured, or a mix-up with another provider goes unnoticed.
  if (typeof document.issuer !== 'string' || document.issuer.replace(/\/+$/, '') !== issuer.replace(/\/+$/, '')) {
    throw new OidcError('discovery: the document names another issuer');
  }
  const methods = document.token_endpoint_auth_methods_supported;
  return {
    issuer: document.issuer,
    authorizationEndpoint: url('authorization_endpoint'),
    tokenEndpoint: url('token_endpoint'),
    jwksUri: url('jwks_uri'),
    tokenEndpointAuthMethods: Array.isArray(methods) ? methods.filter((m): m is string => typeof m === 'string') : ['client_secret_basic'],
  };
}
