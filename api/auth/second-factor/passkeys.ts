import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { QueryBuilder } from '../../../db/query-builder';
import type { Config } from '../../config';
import type { Passkey } from '../../../shared/contract/security';

/** @simplewebauthn/server loads with the first passkey: a server that only serves cards never needs it. */
const webAuthn = () => import('@simplewebauthn/server');

/** The relying party: its id is PUBLIC_URL's host, its origin PUBLIC_URL's origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party of a server reached at `publicUrl`. */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** A passkey may hold off this long between its options and the browser's answer. */
const CEREMONY_MS = 5 * 60 * 1000;

/** Passkeys an account registered at most. */
export const PASSKEYS_MAX = 10;

// A passkey signs in alone, so the authenticator must check who holds it (PIN, fingerprint, face).
const USER_VERIFICATION = 'required';

/** The handle authenticators keep a passkey under: the account's id, the same for each of its passkeys. */
const userHandle = (userId: number) => new TextEncoder().encode(`kartis:${userId}`);

const present = (row: { id: number; name: string; created_at: string; last_used_at: string | null }): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** A stored passkey as `allowCredentials` and `excludeCredentials` name it. */
const asDescriptor = (row: { credential_id: string; transports: string }) => ({ id: row.credential_id, transports: JSON.parse(row.transports) as string[] });

/** Passkeys (WebAuthn) through @simplewebauthn/server: registering them, signing in with them, listing and removing them. */
export function passkeysOf(query: QueryBuilder, config: Pick<Config, 'publicUrl'>) {
  // Read when used: a server started on a free port learns its address after it is built.
  const rpOf = () => relyingPartyOf(config.publicUrl);
  const credentialsOf = (userId: number) =>
    query.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();

  return {
    ceremonyMs: CEREMONY_MS,
    /** The account's passkeys, oldest first. */
    async list(userId: number): Promise<Passkey[]> {
      const rows = await query.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at']).where('user_id', '=', userId).orderBy('id').execute();
      return rows.map(present);
    },
    async count(userId: number): Promise<number> {
      return (await credentialsOf(userId)).length;
    },
    /** Removes one of the account's passkeys; false when it has none of that id. */
    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await query.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },
    /** Options for `navigator.credentials.create()`: a resident key with user verification, none the account has already. */
    async registrationOptions(user: { id: number; email: string; displayName: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
      return (await webAuthn()).generateRegistrationOptions({
        rpName: 'Kartis',
        rpID: rpOf().id,
        userName: user.email,
        userDisplayName: user.displayName,
        userID: userHandle(user.id),
        attestationType: 'none',
        timeout: CEREMONY_MS,
        excludeCredentials: (await credentialsOf(user.id)).map(asDescriptor),
        authenticatorSelection: { residentKey: 'required', userVerification: USER_VERIFICATION },
      });
    },
    /** Verifies the browser's answer against the challenge this session was given and stores the passkey; false when it does not hold. */
    async register(userId: number, response: RegistrationResponseJSON, expectedChallenge: string, name: string, now = new Date()): Promise<boolean> {
      const rp = rpOf();
      const verified = await (await webAuthn()).verifyRegistrationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verified?.verified) return false;
      const { credential } = verified.registrationInfo;
      await query
        .insertInto('passkeys')
        .values({
          user_id: userId,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name,
          created_at: now.toISOString(),
        })
        .execute();
      return true;
    },
    /** Options for `navigator.credentials.get()`: any passkey of this site (signing in with one alone), or only those of `userId`. */
    async authenticationOptions(userId: number | undefined): Promise<PublicKeyCredentialRequestOptionsJSON> {
      return (await webAuthn()).generateAuthenticationOptions({
        rpID: rpOf().id,
        timeout: CEREMONY_MS,
        userVerification: USER_VERIFICATION,
        allowCredentials: userId === undefined ? [] : (await credentialsOf(userId)).map(asDescriptor),
      });
    },
    /** The account whose passkey signed the challenge this session was given, or undefined when the answer does not hold. */
    async authenticate(response: AuthenticationResponseJSON, expectedChallenge: string, now = new Date()): Promise<number | undefined> {
      const row = await query.selectFrom('passkeys').selectAll().where('credential_id', '=', response.id).executeTakeFirst();
      if (!row) return undefined;
      const rp = rpOf();
      const verified = await (await webAuthn()).verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: { id: row.credential_id, publicKey: new Uint8Array(row.public_key), counter: row.counter, transports: JSON.parse(row.transports) as string[] },
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verified?.verified) return undefined;
      await query
        .updateTable('passkeys')
        .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now.toISOString() })
        .where('id', '=', row.id)
        .execute();
      return row.user_id;
    },
  };
}

export type Passkeys = ReturnType<typeof passkeysOf>;
