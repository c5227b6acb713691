import type { PublicProfile } from '../../shared/contract/profiles';
import type { GoogleWalletConfig } from '../config';
import type { Logger } from '../log';
import { googleObjectId, googlePassObject } from './google-pass';
import { passContent } from './pass-content';

/** Google's endpoints: the OAuth token exchange and the Wallet objects API. */
export const GOOGLE_ENDPOINTS = {
  token: 'https://oauth2.googleapis.com/token',
  objects: 'https://walletobjects.googleapis.com/walletobjects/v1/genericObject',
} as const;

const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
/** Google's access tokens last an hour; one is kept for 50 minutes. */
const TOKEN_KEPT_MS = 50 * 60 * 1000;

/**
 * Sends a changed card to the Google Wallet passes already saved (`GOOGLE_WALLET_UPDATES=on`): the service account
 * trades a signed assertion for an access token, then PATCHes the card's generic object. A card nobody saved answers
 * 404, which is fine. Off by default: it needs Google's servers and an issuer Google has approved.
 */
export function googleWalletUpdates(config: GoogleWalletConfig, log: Logger, endpoints: { token: string; objects: string } = GOOGLE_ENDPOINTS) {
  let token: { value: string; madeAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && Date.now() - token.madeAt < TOKEN_KEPT_MS) return token.value;
    const { SignJWT, importPKCS8 } = await import('jose');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(config.clientEmail)
      .setAudience(endpoints.token)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(config.privateKey, 'RS256'));
    const response = await fetch(endpoints.token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Google token exchange answered ${response.status}`);
    const { access_token: value } = (await response.json()) as { access_token?: string };
    if (!value) throw new Error('Google token exchange gave no access_token');
    token = { value, madeAt: Date.now() };
    return value;
  }

  return {
    /** Whether saved passes are updated at all. */
    enabled: config.updates,

    /** Sends the card as it is now to its saved passes; answers Google's status (404: nobody saved it). */
    async update(profile: PublicProfile, publicUrl: string): Promise<number> {
      const object = googlePassObject(profile, passContent(profile, publicUrl), { issuerId: config.issuerId, publicUrl });
      const response = await fetch(`${endpoints.objects}/${encodeURIComponent(googleObjectId(config.issuerId, profile.id))}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(object),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok && response.status !== 404) log.warn('google wallet update failed', { status: response.status, profileId: profile.id });
      return response.status;
    },
  };
}

export type GoogleWalletUpdates = ReturnType<typeof googleWalletUpdates>;
