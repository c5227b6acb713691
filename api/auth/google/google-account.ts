import type { UserRow, UsersRepo } from '../../users/repo';
import type { IdTokenClaims } from './id-token';
import { OidcError } from './oidc-error';

/** Account settings allow display names up to this length. */
const DISPLAY_NAME_MAX = 60;

/**
 * The account a verified Google identity signs in to: the one linked to its subject, else the one with its
 * verified e-mail (linked now), else a new password-less account. Unverified addresses never link or create
 * an account: the address is the account's identity, and an unverified one may belong to someone else.
 */
export function accountForGoogleIdentity(repo: UsersRepo, identity: IdTokenClaims): UserRow {
  const linked = repo.findByGoogleSub(identity.sub);
  if (linked) return usable(linked);
  if (!identity.email) throw new OidcError('account: the identity has no e-mail address');
  if (!identity.emailVerified) throw new OidcError('account: the e-mail address is not verified');
  const sameEmail = repo.findByEmail(identity.email);
  if (sameEmail) {
    if (sameEmail.google_sub !== null) throw new OidcError('account: the e-mail belongs to an account linked to another Google identity');
    repo.linkGoogleSub(sameEmail.id, identity.sub);
    return usable(sameEmail);
  }
  const localPart = identity.email.slice(0, identity.email.indexOf('@'));
  return repo.createUser({
    username: repo.uniqueUsernameFrom(localPart),
    email: identity.email,
    passwordHash: null,
    googleSub: identity.sub,
    displayName: identity.name?.trim().slice(0, DISPLAY_NAME_MAX) || localPart,
  });
}

function usable(user: UserRow): UserRow {
  if (user.disabled_at !== null) throw new OidcError('account: disabled');
  return user;
}
