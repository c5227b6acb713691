import { createHash, randomBytes } from 'node:crypto';

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

const randomToken = () => randomBytes(32).toString('base64url');

/** Fresh state, nonce and PKCE verifier for one sign-in attempt. */
export function newPendingSignIn(returnTo: string, intent: SignInIntent = 'sign-in', now = Date.now()): PendingSignIn {
  return { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(), returnTo, intent, startedAt: now };
}

/** The PKCE S256 challenge of a verifier (RFC 7636). */
export function codeChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

/** The provider's authorization URL for an authorization-code request with PKCE, state and nonce. */
export function authorizationUrl(endpoint: string, clientId: string, redirectUri: string, pending: PendingSignIn): string {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    ...Object.fromEntries(url.searchParams),
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: codeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    // A confirmation must be a sign-in made now, not a session the provider already had: ask for the login form
    // and for the time of that login in the ID token.
    ...(pending.intent === 'confirm' ? { prompt: 'login', max_age: '0' } : {}),
  }).toString();
  return url.href;
}
