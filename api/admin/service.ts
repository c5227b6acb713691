import type { QueryBuilder } from '../../db/query-builder';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminProduct,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserUpdate,
  type PackageMigrationInput,
  type ProductInput,
} from '../../shared/contract/admin';
import type { AuthUser } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error';
import { notificationsRepo } from '../notifications/repo';
import { adminProductsRepo, type BillingCycle } from './products-repo';
import { adminSystemRepo } from './system-repo';
import { adminUsersRepo } from './users-repo';

const DAY_MS = 86_400_000;

/** The package types of one account's paid plan, billed monthly or yearly: a package may move between them while held. */
const ONE_ACCOUNT_PLANS: ReadonlySet<AdminProduct['packageType']> = new Set(['monthly', 'annual']);

/**
 * The billing cycle a subscription has once moved to a package of this type: the free plan bills nothing, and a paid
 * plan is sold monthly and yearly, so a subscriber keeps the cycle they chose (one coming from the free plan: yearly).
 */
function cycleOn(packageType: AdminProduct['packageType'], current: string): BillingCycle {
  if (packageType === 'basic') return 'free';
  return current === 'monthly' || current === 'yearly' ? current : 'yearly';
}

const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/**
 * The rules of the admin screens: accounts, packages and moving their subscribers, and the system's state. `notified`
 * is told each subscriber's id once the notice of their move is committed.
 */
export function adminService(query: QueryBuilder, { notified }: { notified?: (userId: number) => void } = {}) {
  const users = adminUsersRepo(query);
  const products = adminProductsRepo(query);
  const system = adminSystemRepo(query);

  async function userOrMissing(id: number): Promise<AdminUser> {
    const user = await users.find(id);
    if (!user) throw notFound(ADMIN_MESSAGES.userMissing);
    return user;
  }
  async function productOrMissing(id: number): Promise<AdminProduct> {
    const product = await products.find(id);
    if (!product) throw notFound(ADMIN_MESSAGES.productMissing);
    return product;
  }

  return {
    overview: () => system.overview(),

    async listUsers(query: AdminUserListQuery) {
      return { ...(await users.search({ q: query.q, role: query.role, limit: ADMIN_PAGE_SIZE, offset: offsetOf(query.page) })), page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /**
     * Changes an account's role, blocks or unblocks it (blocking ends its sessions), or adds days to its trial
     * (from its end, or from now when it has ended). An admin never changes their own role or blocks themselves,
     * and the demo account stays an active user.
     */
    async updateUser(actor: AuthUser, id: number, change: AdminUserUpdate, now = new Date()): Promise<AdminUser> {
      const user = await userOrMissing(id);
      const touchesAccess = change.userRole !== undefined || change.disabled !== undefined;
      if (touchesAccess && id === actor.id) throw forbidden(ADMIN_MESSAGES.selfChange);
      if (user.isDemo && (change.userRole === 'admin' || change.disabled === true)) throw forbidden(ADMIN_MESSAGES.demoLocked);
      const at = now.toISOString();
      await query.transaction().execute(async (trx) => {
        const changing = adminUsersRepo(trx);
        if (change.userRole !== undefined) await changing.setRole(id, change.userRole, at);
        if (change.disabled !== undefined) await changing.setDisabled(id, change.disabled, at);
        if (change.extendTrialDays !== undefined) {
          const from = Math.max(now.getTime(), user.trialEndsAt ? Date.parse(user.trialEndsAt) : 0);
          await changing.setTrialEnd(id, new Date(from + change.extendTrialDays * DAY_MS).toISOString(), at);
        }
      });
      return userOrMissing(id);
    },

    listProducts: () => products.list(),

    async createProduct(input: ProductInput, now = new Date()): Promise<AdminProduct> {
      return productOrMissing(await products.create(input, now.toISOString()));
    },

    /**
     * Replaces a package's texts, prices and flags. Its type stays while subscriptions hold it (409), but for monthly and
     * yearly billing of one account's plan: another type would silently end or change the plan its subscribers bought.
     */
    async updateProduct(id: number, input: ProductInput, now = new Date()): Promise<AdminProduct> {
      const current = await productOrMissing(id);
      const sameKindOfPlan = ONE_ACCOUNT_PLANS.has(current.packageType) && ONE_ACCOUNT_PLANS.has(input.packageType);
      if (input.packageType !== current.packageType && !sameKindOfPlan && current.subscribers > 0) throw conflict(ADMIN_MESSAGES.typeInUse, 'product_in_use');
      await products.update(id, input, now.toISOString());
      return productOrMissing(id);
    },

    /** Deletes a package no subscription ever held; one that was held is kept for its history (409). */
    async deleteProduct(id: number): Promise<void> {
      await productOrMissing(id);
      if (await products.everUsed(id)) throw conflict(ADMIN_MESSAGES.productInUse, 'product_in_use');
      await products.remove(id);
    },

    /**
     * Moves every subscription in force from one package to another active subscription package, keeping each
     * subscriber's billing cycle where the package sells it, and tells each subscriber. Returns how many moved.
     */
    async migratePackage({ fromProductId, toProductId }: PackageMigrationInput, now = new Date()): Promise<{ moved: number }> {
      if (fromProductId === toProductId) throw badRequest(ADMIN_MESSAGES.sameProduct);
      await productOrMissing(fromProductId);
      const target = await productOrMissing(toProductId);
      if (target.packageType === 'nfc_card') throw badRequest(ADMIN_MESSAGES.notSubscription);
      if (!target.isActive) throw badRequest(ADMIN_MESSAGES.targetInactive);
      const at = now.toISOString();
      const moved = await query.transaction().execute(async (trx) => {
        const moving = adminProductsRepo(trx);
        const notifications = notificationsRepo(trx);
        const holders = await moving.holders(fromProductId);
        for (const { id, user_id, billing_cycle } of holders) {
          await moving.moveSubscription(id, toProductId, cycleOn(target.packageType, billing_cycle), at);
          await notifications.create({
            userId: user_id,
            title: ADMIN_MESSAGES.migratedTitle,
            content: ADMIN_MESSAGES.migratedContent(target.name),
            createdAt: at,
            kind: 'plan_moved',
            params: { packageName: target.name, packageNameEn: target.en.name, packageNameAr: target.ar.name, packageNameRu: target.ru.name },
          });
        }
        return holders.map((holder) => holder.user_id);
      });
      for (const userId of new Set(moved)) notified?.(userId);
      return { moved: moved.length };
    },

    database: () => system.database(),

    contactRequests: async (page: number) => ({ ...(await system.contactRequests(ADMIN_PAGE_SIZE, offsetOf(page))), page, pageSize: ADMIN_PAGE_SIZE }),

    errorReports: async (page: number) => ({ ...(await system.errorReports(ADMIN_PAGE_SIZE, offsetOf(page))), page, pageSize: ADMIN_PAGE_SIZE }),
  };
}

export type AdminService = ReturnType<typeof adminService>;
