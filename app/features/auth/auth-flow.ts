import { AUTH_MESSAGES } from '../../../shared/contract/auth-messages';
import type { ConfirmRegistrationInput, LoginInput, RegisterInput, User } from '../../../shared/contract/auth';
import type { AcceptInvitationInput } from '../../../shared/contract/organisations';
import type { SecondFactorInput } from '../../../shared/contract/security';
import type { ApiClient } from '../../lib/api';
import { fieldsOf } from '../../lib/answer';
import { ApiError } from '../../lib/errors';
import { emitAppEvent } from '../../lib/events';
import { STORAGE_KEYS, asUser, clearStoredSession, writeStoredUser, type KeyValueStorage } from '../../lib/storage';

/** The pause that lets the server settle the session between steps. */
export const SESSION_SETTLE_MS = 300;

/** What the login and logout flows need; the app passes the browser's, tests their own. */
export interface AuthFlowDeps {
  api: ApiClient;
  storage: KeyValueStorage;
  /** Receives the app's window events. */
  events: EventTarget;
  /** Texts: the security-token, invalid-user and "server error: {status}" messages. */
  text: { noCsrf: string; invalidUser: string; serverError: (status: number) => string };
  sleep?: (ms: number) => Promise<void>;
  /** Step 2: show the "connecting" overlay. */
  onConnecting?: () => void;
  /** Step 7 failures are only warnings. */
  warn?: (message: string, detail?: unknown) => void;
}

/** A login or registration failure with the message to show, the server's field problems and its answer. */
export class AuthFlowError extends Error {
  readonly fieldErrors: Record<string, string>;
  /** The refusal's body, as the server sent it (its `code`, and for a second factor its `methods`). */
  readonly answer: Readonly<Record<string, unknown>>;

  constructor(message: string, fieldErrors: Record<string, string> = {}, answer: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.name = 'AuthFlowError';
    this.fieldErrors = fieldErrors;
    this.answer = answer;
  }
}

/** Which form was submitted. */
export type AuthSubmission =
  | { kind: 'login'; input: LoginInput }
  | { kind: 'register'; input: RegisterInput }
  /** The link of the confirmation mail, opened: it creates the account and signs it in. */
  | { kind: 'confirm'; input: ConfirmRegistrationInput }
  /** An organisation's invitation accepted by an address without an account: it creates the account, signs it in and joins. */
  | { kind: 'join'; input: AcceptInvitationInput }
  /** The code that finishes a sign-in whose password was right (the session holds it). */
  | { kind: 'second-factor'; input: SecondFactorInput }
  /** A passkey's answer to the challenge this session was given. */
  | { kind: 'passkey'; input: unknown };

const SUBMIT_PATHS: Record<AuthSubmission['kind'], string> = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  confirm: '/api/auth/confirm-registration',
  join: '/api/invitations/accept',
  'second-factor': '/api/auth/login/second-factor',
  passkey: '/api/auth/passkey',
};

/** Steps that continue a sign-in the session holds (the password given, a passkey's challenge): its session must stay. */
const CONTINUES_SESSION = new Set<AuthSubmission['kind']>(['second-factor', 'passkey']);

/** How a flow ended: signed in, or (registering) waiting for the link in the mail. */
export type AuthOutcome = { user: User; message?: string; pending?: undefined } | { pending: string };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A login or registration in the 8 steps numbered below. Resolves with the stored user and the server's message;
 * rejects with AuthFlowError. Closing the modal and resetting the form are left to the caller.
 */
export async function runAuthFlow(deps: AuthFlowDeps, submission: AuthSubmission): Promise<AuthOutcome> {
  const sleep = deps.sleep ?? defaultSleep;

  // 1. Clear any existing session (unless this step continues the sign-in it holds).
  if (!CONTINUES_SESSION.has(submission.kind)) {
    await deps.api.request('POST', '/api/auth/logout').catch(() => undefined);
    clearStoredSession(deps.storage);
    deps.api.resetCsrfToken();
    await sleep(SESSION_SETTLE_MS);
  }

  // 2. The "connecting" overlay.
  deps.onConnecting?.();

  // 3. A fresh security token for the new session.
  const token = await deps.api.fetchCsrfToken().catch(() => null);
  if (!token) throw new AuthFlowError(deps.text.noCsrf);

  // 4. Submit.
  let data: unknown;
  try {
    data = await deps.api.request('POST', SUBMIT_PATHS[submission.kind], submission.input);
  } catch (error) {
    throw submitFailure(error, deps.text.serverError);
  }

  // 5. The answer must carry a user.
  const body = fieldsOf(data);
  const message = typeof body.message === 'string' ? body.message : undefined;
  if (submission.kind === 'register' && body.pending === true && message) return { pending: message };
  if (!body.user) {
    throw new AuthFlowError(message ?? (submission.kind === 'login' ? AUTH_MESSAGES.loginMissingData : AUTH_MESSAGES.registerFailed));
  }
  const user = asUser(body.user);
  if (!user) throw new AuthFlowError(deps.text.invalidUser);
  if (typeof body.token === 'string' && body.token) deps.storage.setItem(STORAGE_KEYS.token, body.token);

  // 6. Let the session settle.
  await sleep(SESSION_SETTLE_MS);

  // 7. Verify the session; a mismatch is only a warning.
  try {
    const current = await deps.api.request('GET', '/api/auth/current-user', undefined, { cache: 'no-store' });
    if (asUser(fieldsOf(current).user)?.id !== user.id) deps.warn?.('session check returned another user', current);
  } catch (error) {
    deps.warn?.('session check failed', error);
  }

  // 8. Store and announce.
  writeStoredUser(deps.storage, user);
  emitAppEvent('auth-state-changed', { action: 'login', user }, deps.events);
  emitAppEvent('auth-modal-sync', { action: 'login' }, deps.events);
  return { user, message };
}

function submitFailure(error: unknown, serverError: (status: number) => string): AuthFlowError {
  if (!(error instanceof ApiError)) return new AuthFlowError(error instanceof Error ? error.message : String(error));
  if (error.status === 0) return new AuthFlowError(error.message);
  const bodyMessage = fieldsOf(error.data).message;
  const text = typeof bodyMessage === 'string' && bodyMessage ? bodyMessage : typeof error.data === 'string' && error.data ? error.data : serverError(error.status);
  return new AuthFlowError(text, error.fieldErrors, fieldsOf(error.data));
}
