import type { Database } from '../../db';
import { TestClient } from './client';
import { buildUser, type TestUser, type UserOverrides } from './users';

/** What signing in needs of a test server. */
interface ServerLike {
  url: string;
  db: Database;
}

/** A client signed in by cookie session, and the Bearer token the same login handed out. */
export interface SignedIn {
  client: TestClient;
  token: string;
}

/** Logs a fresh client in with an email and password, as the login form does; throws when the login is refused. */
export async function signIn(baseUrl: string, credentials: { email: string; password: string }): Promise<SignedIn> {
  const client = new TestClient(baseUrl);
  const response = await client.send('POST', '/api/auth/login', { email: credentials.email, password: credentials.password });
  if (response.status !== 200) throw new Error(`login as ${credentials.email} failed: ${response.status} ${await response.text()}`);
  // The session is regenerated at login, and with it the CSRF token.
  client.resetCsrf();
  const { token } = (await response.json()) as { token: string };
  return { client, token };
}

/** A fresh client logged in with an email and password (see signIn). */
export async function signedIn(baseUrl: string, credentials: { email: string; password: string }): Promise<TestClient> {
  return (await signIn(baseUrl, credentials)).client;
}

/** Builds a user (see buildUser) and a client signed in as them. */
export async function signedInClient(server: ServerLike, overrides: UserOverrides = {}): Promise<SignedIn & { user: TestUser }> {
  const user = await buildUser(server.db, overrides);
  return { user, ...(await signIn(server.url, user)) };
}
