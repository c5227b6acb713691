import type { Configuration } from 'openid-client';
import { OidcError } from './oidc-error';

/** The client's registration at the provider, as configured. */
export interface GoogleClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The per-attempt secrets kept in the session between the redirect to the provider and its callback. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** `confirm`: the signed-in owner of an account without a password proves it is them again, with a fresh sign-in. */
  intent: SignInIntent;
  /** Epoch ms, to refuse callbacks of abandoned attempts. */
  startedAt: number;
}

/** Why the browser goes to the provider: to sign in (or link), or to confirm a sensitive change. */
export type SignInIntent = 'sign-in' | 'confirm';

/** The verified identity an ID token asserts. */
export interface IdTokenClaims {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Tolerated clock difference with the provider, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 120;
const TIMEOUT_SECONDS = 10;
/** The discovery document and signing keys are reused for an hour (failures are not kept). */
const CACHE_MS = 60 * 60 * 1000;
const configurations = new Map<string, { configuration: Configuration; until: number }>();

/** The OpenID Connect library, loaded with the first Google sign-in. */
const openIdClient = () => import('openid-client');

/** Fresh state, nonce and PKCE verifier for one sign-in attempt. */
export async function newPendingSignIn(returnTo: string, intent: SignInIntent = 'sign-in', now = Date.now()): Promise<PendingSignIn> {
  const client = await openIdClient();
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), returnTo, intent, startedAt: now };
}

/** The provider's authorization URL for an authorization-code request with PKCE (S256), state and nonce. */
export async function authorizationUrl(google: GoogleClient, redirectUri: string, pending: PendingSignIn): Promise<string> {
  const [client, configuration] = await Promise.all([openIdClient(), providerConfiguration(google)]);
  const codeChallenge = await client.calculatePKCECodeChallenge(pending.codeVerifier);
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    // A confirmation must be a sign-in made now, not a session the provider already had: ask for the login form
    // and for the time of that login in the ID token.
    ...(pending.intent === 'confirm' ? { prompt: 'login', max_age: '0' } : {}),
  }).href;
}

/**
 * Checks the provider's answer at `callbackUrl` (state, issuer, error), exchanges its code with the PKCE verifier and
 * verifies the ID token (RS256/ES256 signature by the provider's keys, iss, aud, azp, exp, iat, nonce). A confirmation also needs
 * the provider's login to have happened after the attempt started.
 */
export async function verifiedIdentity(google: GoogleClient, callbackUrl: URL, pending: PendingSignIn): Promise<IdTokenClaims> {
  const [client, configuration] = await Promise.all([openIdClient(), providerConfiguration(google)]);
  const tokens = await fromProvider('token', () =>
    client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      maxAge: pending.intent === 'confirm' ? Math.ceil((Date.now() - pending.startedAt) / 1000) : undefined,
    }),
  );
  const claims = tokens.claims();
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') throw new OidcError('id token: no subject');
  // Two checks the library leaves out: a token issued for another client, and one dated in the future.
  if (claims.azp !== undefined && claims.azp !== google.clientId) throw new OidcError('id token: authorized party is another client');
  if (claims.iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) throw new OidcError('id token: issued in the future');
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : undefined,
  };
}

/** The provider's discovery document and client settings, kept for an hour per client. */
async function providerConfiguration(google: GoogleClient): Promise<Configuration> {
  const key = JSON.stringify([google.issuer, google.clientId, google.clientSecret]);
  const cached = configurations.get(key);
  if (cached && cached.until > Date.now()) return cached.configuration;
  const client = await openIdClient();
  const issuer = new URL(google.issuer);
  // Plain HTTP only for a provider on this machine (the tests' local provider); any other issuer must use HTTPS.
  const execute = issuer.protocol === 'http:' && isLoopback(issuer.hostname) ? [client.allowInsecureRequests] : [];
  // The library trusts an ID token from the token endpoint on the strength of TLS alone; verify its signature too.
  execute.push(client.enableNonRepudiationChecks);
  // client_secret_basic: the default way for a client to authenticate at an OpenID provider, and Google accepts it.
  const configuration = await fromProvider('discovery', () =>
    client.discovery(issuer, google.clientId, { [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS }, client.ClientSecretBasic(google.clientSecret), {
      execute,
      timeout: TIMEOUT_SECONDS,
    }),
  );
  configuration.timeout = TIMEOUT_SECONDS;
  configurations.set(key, { configuration, until: Date.now() + CACHE_MS });
  return configuration;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Runs a call to the provider; its failure becomes a log-safe reason (the library's messages carry no token or code). */
async function fromProvider<T>(step: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OidcError) throw error;
    const client = await openIdClient();
    if (error instanceof client.AuthorizationResponseError) throw new OidcError(`callback: the provider answered ${error.error.slice(0, 64)}`);
    // A refusal comes as a JSON body, or (a wrong client secret with HTTP Basic) as a WWW-Authenticate challenge.
    if (error instanceof client.ResponseBodyError) throw new OidcError(`${step}: HTTP ${error.status} ${error.error.slice(0, 64)}`);
    if (error instanceof client.WWWAuthenticateChallengeError) {
      throw new OidcError(`${step}: HTTP ${error.status} ${String(error.cause[0]?.parameters.error ?? error.cause[0]?.scheme).slice(0, 64)}`);
    }
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    throw new OidcError(`${step}: ${message}${cause}`);
  }
}
