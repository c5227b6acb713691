import type { ApiClient } from '../../lib/api';
import { emitAppEvent } from '../../lib/events';
import { clearStoredSession, type KeyValueStorage } from '../../lib/storage';

/** What logging out touches. */
export interface LogoutDeps {
  api: ApiClient;
  storage: KeyValueStorage;
  events: EventTarget;
}

/** Ends the session on the server; the caller then calls forgetSession. */
export async function runLogout(deps: Pick<LogoutDeps, 'api'>): Promise<void> {
  await deps.api.request('POST', '/api/auth/logout');
}

/** Clears the stored user and token and broadcasts the logout (after logout or an expired session). */
export function forgetSession(deps: LogoutDeps): void {
  clearStoredSession(deps.storage);
  deps.api.resetCsrfToken();
  emitAppEvent('user-status-changed', { action: 'logout' }, deps.events);
  emitAppEvent('auth-state-changed', { action: 'logout' }, deps.events);
}

