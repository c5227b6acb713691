import type { AppContext } from '../../http/context';
import { sessionOf } from '../../sessions/context';

/** How long a password stays good for its second factor. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60 * 1000;

/** A sign-in whose password was right, waiting in the browser's session for its second factor. */
export interface PendingSignIn {
  userId: number;
  email: string;
  rememberMe: boolean;
  /** When the account's password last changed as the password was given: a change since ends the wait. */
  passwordChangedAt: string | null;
  until: number;
}

/** A WebAuthn ceremony this session was given a challenge for. */
interface PasskeyChallenge {
  challenge: string;
  purpose: 'register' | 'sign-in';
  until: number;
}

const PENDING_KEY = 'pendingSignIn';
const CHALLENGE_KEY = 'passkeyChallenge';

/** Keeps the sign-in in the session until its second factor comes (the challenge is bound to the browser's session). */
export function holdSignIn(ctx: AppContext, pending: Omit<PendingSignIn, 'until'>, now = Date.now()): void {
  sessionOf(ctx)[PENDING_KEY] = { ...pending, until: now + SECOND_FACTOR_WINDOW_MS } satisfies PendingSignIn;
}

/** The session's sign-in waiting for its second factor: 'expired' once its window has passed, undefined when there is none. */
export function pendingSignInOf(ctx: AppContext, now = Date.now()): PendingSignIn | 'expired' | undefined {
  const pending = sessionOf(ctx)[PENDING_KEY] as PendingSignIn | undefined;
  if (!pending || typeof pending.userId !== 'number') return undefined;
  return pending.until > now ? pending : 'expired';
}

/** Forgets the session's waiting sign-in. */
export function dropPendingSignIn(ctx: AppContext): void {
  delete sessionOf(ctx)[PENDING_KEY];
}

/** Keeps a WebAuthn challenge in the session for the answer that must sign it. */
export function holdPasskeyChallenge(ctx: AppContext, challenge: string, purpose: PasskeyChallenge['purpose'], ttlMs: number, now = Date.now()): void {
  sessionOf(ctx)[CHALLENGE_KEY] = { challenge, purpose, until: now + ttlMs } satisfies PasskeyChallenge;
}

/** Takes the session's challenge for `purpose` out of it (an answer is checked once), if it is still good. */
export function takePasskeyChallenge(ctx: AppContext, purpose: PasskeyChallenge['purpose'], now = Date.now()): string | undefined {
  const session = sessionOf(ctx);
  const held = session[CHALLENGE_KEY] as PasskeyChallenge | undefined;
  delete session[CHALLENGE_KEY];
  return held && held.purpose === purpose && held.until > now ? held.challenge : undefined;
}
