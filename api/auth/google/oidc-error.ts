/** Where the browser lands after a failed attempt: the app shows the toast that this `auth` parameter names. */
export type SignInFailure = 'error' | 'link-required';

/** A failed step of the OpenID Connect flow; `reason` is a short, log-safe explanation (never a token or code). */
export class OidcError extends Error {
  override name = 'OidcError';
  constructor(
    readonly reason: string,
    readonly failure: SignInFailure = 'error',
  ) {
    super(reason);
  }
}
