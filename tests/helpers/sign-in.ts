import type { QueryBuilder } from '../../db/query-builder';
import { TestClient } from './client';
import { buildUser, type TestUser, type UserOverrides } from './users';

/** What signing in needs of a test server. */
interface ServerLike {
  url: string;
  query: QueryBuilder;
}

/** A client signed in by cookie session, and the Bearer token the same login handed out. */
export interface SignedIn {
  client: TestClient;
  token: string;
}

/** What POST /api/auth/login answered: the user and the Bearer token, or the refusal's message and code. */
export interface LoginAnswer {
  client: TestClient;
  status: number;
  response: Response;
  body: { user?: { id: number }; token?: string; message: string; code?: string };
}

/**
 * Sends the login form's request from `client`, whatever the answer (`rememberMe` left out when not given). The
 * session is regenerated at login, and with it the CSRF token, so the client asks for a new one next.
 */
export async function tryLogin(client: TestClient, email: string, password: string, rememberMe?: boolean): Promise<LoginAnswer> {
  const response = await client.send('POST', '/api/auth/login', { email, password, rememberMe });
  client.resetCsrf();
  return { client, status: response.status, response, body: (await response.json()) as LoginAnswer['body'] };
}

/** Logs a fresh client in with an email and password, as the login form does; throws when the login is refused. */
export async function signIn(baseUrl: string, credentials: { email: string; password: string }): Promise<SignedIn> {
  const { client, status, body } = await tryLogin(new TestClient(baseUrl), credentials.email, credentials.password);
  if (status !== 200 || !body.token) throw new Error(`login as ${credentials.email} failed: ${status} ${body.message}`);
  return { client, token: body.token };
}

/** A fresh client logged in with an email and password (see signIn). */
export async function signedIn(baseUrl: string, credentials: { email: string; password: string }): Promise<TestClient> {
  return (await signIn(baseUrl, credentials)).client;
}

/** Builds a user (see buildUser) and a client signed in as them. */
export async function signedInClient(server: ServerLike, overrides: UserOverrides = {}): Promise<SignedIn & { user: TestUser }> {
  const user = await buildUser(server.query, overrides);
  return { user, ...(await signIn(server.url, user)) };
}
