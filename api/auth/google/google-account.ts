import type { Locale } from '../../../shared/contract/auth';
import { accountDisplayName, type UserRow, type UsersRepo } from '../../users/repo';
import type { IdTokenClaims } from './provider';
import { OidcError } from './oidc-error';

/** The account a Google sign-in opens, and whether the Google identity was linked to it just now. */
export interface GoogleAccountOutcome {
  user: UserRow;
  linkedNow: boolean;
}

/**
 * The account a verified Google identity signs in to:
 * - the one already linked to its subject;
 * - else the account the browser is signed in to, which links it when its password was given for this moments before
 *   (being signed in alone may be a stolen session; the sign-in at Google proves the identity);
 * - else a new password-less account for its verified address, in the language the app is shown in (`locale`).
 * An existing account with the same address is never linked by the address alone: registering does not prove the
 * address, so whoever registered it first would share the account of the address's real owner. That sign-in fails
 * with `link-required`, and the owner links Google from their account after signing in with their password.
 */
export async function accountForGoogleIdentity(
  repo: UsersRepo,
  identity: IdTokenClaims,
  signedInAs: { id: number; linkConfirmed: boolean } | undefined,
  locale: Locale,
): Promise<GoogleAccountOutcome> {
  const linked = await repo.findByGoogleSub(identity.sub);
  if (linked) return { user: usable(linked), linkedNow: false };
  const signedIn = signedInAs && (await repo.findById(signedInAs.id));
  if (signedInAs && signedIn) {
    if (signedIn.is_demo) throw new OidcError('account: the demo account cannot be linked to Google');
    if (signedIn.google_sub !== null) throw new OidcError('account: the signed-in account is linked to another Google identity');
    if (!signedInAs.linkConfirmed) throw new OidcError('account: linking Google takes the password first, in the account settings');
    await repo.linkGoogleSub(signedIn.id, identity.sub);
    return { user: usable(signedIn), linkedNow: true };
  }
  if (!identity.email) throw new OidcError('account: the identity has no e-mail address');
  if (!identity.emailVerified) throw new OidcError('account: the e-mail address is not verified');
  if (await repo.findByEmail(identity.email)) throw new OidcError('account: an account with this e-mail exists; its owner links Google after signing in', 'link-required');
  const localPart = identity.email.slice(0, identity.email.indexOf('@'));
  const user = await repo.createUser({
    username: await repo.uniqueUsernameFrom(localPart),
    email: identity.email,
    passwordHash: null,
    googleSub: identity.sub,
    displayName: accountDisplayName(identity.name ?? '') || localPart,
    locale,
  });
  return { user, linkedNow: false };
}

function usable(user: UserRow): UserRow {
  if (user.disabled_at !== null) throw new OidcError('account: disabled');
  return user;
}
