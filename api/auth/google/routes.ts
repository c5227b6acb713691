import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { AppContext } from '../../http/context';
import type { RateLimits } from '../../http/middleware/rate-limit';
import { ApiRouter } from '../../http/routing';
import { sessionOf } from '../../sessions/context';
import type { Logger } from '../../log';
import type { SessionsRepo } from '../../sessions/repo';
import type { UsersRepo } from '../../users/repo';
import { signIn } from '../sign-in';
import type { SignInDevices } from '../sign-in-devices';
import type { TokensRepo } from '../tokens';
import { appLanguageOf } from '../../http/app-language';
import { accountForGoogleIdentity } from './google-account';
import { OidcError } from './oidc-error';
import { authorizationUrl, newPendingSignIn, verifiedIdentity, type IdTokenClaims, type PendingSignIn } from './provider';
import { safeReturnPath } from './return-path';

/** Where every failed attempt lands: the app shows the "שגיאת התחברות" toast for this parameter. */
export const SIGN_IN_ERROR_PATH = '/?auth=error';

/** Where the browser lands, for each kind of failure (the app explains each in a toast). */
const FAILURE_PATHS = { error: SIGN_IN_ERROR_PATH, 'link-required': '/?auth=link-required' } as const;

/** A sign-in attempt left at the provider longer than this is refused; so is a link confirmed longer ago. */
const ATTEMPT_TTL_MS = 10 * 60 * 1000;

const SESSION_KEY = 'googleSignIn';

/** Sign-ins at Google one address may start in 15 minutes. */
export const GOOGLE_STARTS_PER_15_MINUTES = 60;

/** Sign-in with Google (or the configured OpenID provider): browser navigations, never XHR. */
export function googleAuthRoutes(deps: GoogleSignInDeps): ApiRouter {
  const api = new ApiRouter();
  // Which sign-in providers this server offers: the dialog shows the Google button only when it can work.
  api.get('/api/auth/providers', 'anonymous', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { google: deps.config.google !== undefined };
  });
  // Each start keeps its attempt in a session of its own, a row in the database: one address starts a handful.
  const starts = deps.limits.rateLimit({ name: 'google sign-in starts', windowMs: 15 * 60 * 1000, max: GOOGLE_STARTS_PER_15_MINUTES });
  api.get('/api/auth/google', 'anonymous', starts, (ctx) => startGoogleSignIn(ctx, deps));
  api.get('/api/auth/google/callback', 'anonymous', (ctx) => finishGoogleSignIn(ctx, deps));
  return api;
}

/**
 * What the sign-in needs: the rate limits, the accounts, their sessions, tokens and the devices they signed in from,
 * the provider's settings and the log of failures.
 */
interface GoogleSignInDeps {
  limits: RateLimits;
  users: UsersRepo;
  sessions: SessionsRepo;
  tokens: TokensRepo;
  devices: SignInDevices;
  config: Config;
  log: Logger;
}

/** The callback URL registered at the provider. */
export function googleRedirectUri(config: Config): string {
  return `${config.publicUrl}/api/auth/google/callback`;
}

async function startGoogleSignIn(ctx: AppContext, { config, log }: GoogleSignInDeps) {
  ctx.set('Cache-Control', 'no-store');
  await failingToErrorPage(ctx, log, async () => {
    const google = configuredGoogle(config);
    const pending = await newPendingSignIn(safeReturnPath(ctx.query.returnTo), ctx.query.intent === 'confirm' ? 'confirm' : 'sign-in');
    const url = await authorizationUrl(google, googleRedirectUri(config), pending);
    sessionOf(ctx)[SESSION_KEY] = pending;
    ctx.redirect(url);
  });
}

async function finishGoogleSignIn(ctx: AppContext, { users, sessions, tokens, devices, config, log }: GoogleSignInDeps) {
  ctx.set('Cache-Control', 'no-store');
  await failingToErrorPage(ctx, log, async () => {
    const pending = takePendingSignIn(ctx);
    // The state is this session's: that is what defeats login CSRF (the provider's answer is checked further below).
    const state = ctx.query.state;
    if (typeof state !== 'string' || !sameSecret(state, pending.state)) throw new OidcError('callback: state does not match this session');
    const callbackUrl = new URL(googleRedirectUri(config));
    callbackUrl.search = ctx.querystring;
    const identity = await verifiedIdentity(configuredGoogle(config), callbackUrl, pending);
    if (pending.intent === 'confirm') {
      await confirmFreshSignIn(ctx, users, identity);
      ctx.redirect(pending.returnTo);
      return;
    }
    const signedIn = ctx.state.user && { id: ctx.state.user.id, linkConfirmed: takeLinkConfirmation(ctx) };
    const { user, linkedNow } = await accountForGoogleIdentity(users, identity, signedIn, appLanguageOf(ctx));
    // A new way into the account ends every other way in that was open before it (the current one is renewed).
    if (linkedNow) await sessions.endOthers(user.id, undefined);
    // Google's sign-in is a factor of its own: no second prompt follows it.
    await signIn(ctx, { tokens, devices }, user, { rememberMe: false, secondFactor: true });
    ctx.redirect(pending.returnTo);
  });
}

/**
 * Records in the session that its signed-in user has just signed in at Google again: the same Google identity as the
 * account's, logged in after this attempt started (`verifiedIdentity` checks the time of that login). An account
 * without a password confirms sensitive changes so.
 */
async function confirmFreshSignIn(ctx: AppContext, users: UsersRepo, identity: IdTokenClaims) {
  const user = ctx.state.user && (await users.findById(ctx.state.user.id));
  if (!user) throw new OidcError('confirm: nobody is signed in');
  if (user.google_sub !== identity.sub) throw new OidcError('confirm: another Google identity than the account’s');
  sessionOf(ctx).googleConfirmedAt = Date.now();
}

/** Whether the session's owner gave the password to connect Google moments ago; the confirmation is used up either way. */
function takeLinkConfirmation(ctx: AppContext, now = Date.now()): boolean {
  const session = sessionOf(ctx);
  const confirmedAt = session.googleLinkConfirmedAt;
  delete session.googleLinkConfirmedAt;
  return typeof confirmedAt === 'number' && confirmedAt <= now && now - confirmedAt <= ATTEMPT_TTL_MS;
}

/** Runs a step of the flow; any failure is logged with its reason and sends the browser back to the app's error toast. */
async function failingToErrorPage(ctx: AppContext, log: Logger, step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    if (error instanceof OidcError) log.warn('google sign-in failed', { reason: error.reason, requestId: ctx.state.requestId });
    else log.error('google sign-in failed', { reason: 'unexpected error', error, requestId: ctx.state.requestId });
    ctx.redirect(FAILURE_PATHS[error instanceof OidcError ? error.failure : 'error']);
  }
}

function configuredGoogle(config: Config) {
  const google = config.google;
  if (!google) throw new OidcError('not configured: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set');
  return google;
}

/** The attempt this browser started, removed from the session so that a callback can be used once only. */
function takePendingSignIn(ctx: AppContext): PendingSignIn {
  const data = sessionOf(ctx);
  const pending = data[SESSION_KEY] as PendingSignIn | undefined;
  delete data[SESSION_KEY];
  if (!pending || typeof pending.state !== 'string') throw new OidcError('callback: no sign-in in progress in this session');
  if (Date.now() - pending.startedAt > ATTEMPT_TTL_MS) throw new OidcError('callback: the sign-in attempt expired');
  return pending;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
