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
 * error reports, webhooks with their logs, and the devices it signed in from (browser, system, first and last sign-in).
 * Never its password hash, sessions, tokens, webhook secrets or the digests of its devices' cookies.
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
  };
}
