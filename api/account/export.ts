import type { QueryBuilder } from '../../db/query-builder';
import { presentNfcOrder, presentPhysicalCard } from '../physical-cards/present';
import { physicalCardsRepo } from '../physical-cards/repo';
import { presentProfile } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';
import { supportRepo } from '../support/repo';
import { pageImageUrl } from '../uploads/files';
import { uploadsRepo } from '../uploads/repo';
import type { UserRow } from '../users/repo';
import { planSummary } from './present';
import { accountRepo } from './repo';
import { webhooksRepo } from '../webhooks/repo';
import { signInDevicesRepo } from '../auth/sign-in-devices';

/**
 * The downloadable copy of everything the account owns: profile, plan and subscriptions, cards with their items,
 * leads, notifications, physical cards and their orders, uploaded images, contact messages, the support conversation,
 * error reports, webhooks with their logs, the devices it signed in from (browser, system, first and last sign-in), and
 * its second factors. Never its password hash, sessions, tokens, webhook secrets, the digests of its devices' cookies,
 * nor the keys and codes of its second factors.
 */
export async function accountExport(query: QueryBuilder, user: UserRow, publicUrl: string, now = new Date()) {
  const account = accountRepo(query);
  const profiles = profilesRepo(query);
  const physicalCards = physicalCardsRepo(query);
  const webhooks = webhooksRepo(query);
  return {
    exportedAt: now.toISOString(),
    user: {
      id: user.id,
      username: user.username,
      displayName: user.display_name,
      email: user.email,
      userRole: user.user_role,
      locale: user.locale,
      hasPassword: user.password_hash !== null,
      googleLinked: user.google_sub !== null,
      trialEndsAt: user.trial_ends_at,
      passwordChangedAt: user.password_changed_at,
      createdAt: user.created_at,
      updatedAt: user.updated_at,
    },
    plan: await planSummary(account, user, now),
    subscriptions: await account.subscriptions(user.id),
    cards: await Promise.all((await profiles.listByUser(user.id)).map(async (row) => presentProfile(row, await profiles.itemsOf(row.id)))),
    leads: await account.leads(user.id),
    notifications: (await account.notifications(user.id)).map((n) => ({ ...n, isRead: n.isRead === 1 })),
    physicalCards: (await physicalCards.listByUser(user.id)).map((row) => presentPhysicalCard(row, publicUrl)),
    nfcOrders: (await physicalCards.listOrdersByUser(user.id)).map(presentNfcOrder),
    uploads: (await uploadsRepo(query).listByUser(user.id))
      .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1))
      .map((upload) => ({
        id: upload.id,
        url: publicUrl + pageImageUrl(upload.id),
        purpose: upload.purpose,
        width: upload.width,
        height: upload.height,
        bytes: upload.bytes,
        createdAt: upload.created_at,
        claimedAt: upload.claimed_at,
      })),
    contactRequests: await account.contactRequests(user.id),
    supportMessages: (await supportRepo(query).conversation(user.id, Number.MAX_SAFE_INTEGER)).map((m) => ({ id: m.id, from: m.sender_id === m.user_id ? 'user' : 'support', content: m.content, createdAt: m.created_at })),
    errorReports: await account.errorReports(user.id),
    webhooks: await Promise.all((await webhooks.listByUser(user.id)).map(webhooks.present)),
    signInDevices: await signInDevicesRepo(query).ofUser(user.id),
    secondFactors: await secondFactorsOf(query, user.id),
  };
}

/**
 * How the account signs in beyond its password: since when an authenticator app is on and how many recovery codes are
 * left, and its passkeys by name and dates. Never the app's key, the codes' digests or the passkeys' credentials.
 */
async function secondFactorsOf(query: QueryBuilder, userId: number) {
  const app = await query.selectFrom('totp_factors').select('confirmed_at').where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst();
  const codes = await query.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const passkeys = await query.selectFrom('passkeys').select(['name', 'created_at', 'last_used_at']).where('user_id', '=', userId).orderBy('id').execute();
  return {
    authenticatorApp: app ? { enabledAt: app.confirmed_at, recoveryCodesLeft: Number(codes.n) } : null,
    passkeys: passkeys.map((passkey) => ({ name: passkey.name, createdAt: passkey.created_at, lastUsedAt: passkey.last_used_at })),
  };
}
