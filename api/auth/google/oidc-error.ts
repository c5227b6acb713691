/** A failed step of the OpenID Connect flow; `reason` is a short, log-safe explanation (never a token or code). */
export class OidcError extends Error {
  override name = 'OidcError';
  constructor(readonly reason: string) {
    super(reason);
  }
}
