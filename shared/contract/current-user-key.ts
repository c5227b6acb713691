/**
 * `GET /api/auth/current-user`, also the app's query key of the signed-in user: the server sends the user under it
 * with a page it drew for them. Apart from the auth schemas, so the app's first load does not carry zod for it.
 */
export const CURRENT_USER_KEY = '/api/auth/current-user';
