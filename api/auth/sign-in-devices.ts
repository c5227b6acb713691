import { createHash, randomBytes } from 'node:crypto';
import type { QueryBuilder } from '../../db/query-builder';
import { sessionDeviceName } from '../../shared/i18n/session-device';
import type { AppContext } from '../http/context';
import { sharedCountersOf, type CounterStore } from '../http/counters';
import { featureTextsIn } from '../feature-texts';
import { israelDateAndTime } from '../israel-time';
import type { Logger } from '../log';
import { composeMail, pageInLanguage } from '../mail/compose';
import type { Mail, Mailer } from '../mail/mailer';
import { MAIL_TEXTS } from '../mail/texts';
import { deviceOf, type SessionDevice } from '../sessions/device';
import type { UserRow } from '../users/repo';

/** The cookie that tells one browser from another across sign-ins: a random value, never stored on the server. */
export const DEVICE_COOKIE = 'kartis.device';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the device cookie lives after each sign-in: 400 days, the longest a browser keeps a cookie (Chrome's cap). */
export const DEVICE_COOKIE_MS = 400 * DAY_MS;

/**
 * New-device mails one account gets in an hour, at most (counted in `shared_counters` on every node, as the mail to
 * visitors is). A device over the limit is neither mailed nor remembered: its next sign-in is mailed.
 */
export const NEW_DEVICE_MAILS = { max: 3, windowMs: 60 * 60 * 1000 } as const;

/** A cookie value as this server makes them: 32 random bytes in base64url. Anything else is replaced. */
const DEVICE_VALUE = /^[\w-]{43}$/;

/** What a sign-in tells of the account it signs in. */
export type SignInAccount = Pick<UserRow, 'id' | 'email' | 'username' | 'display_name' | 'locale' | 'is_demo'>;

/** The stored digest of a device cookie's value. */
export const deviceDigest = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The `sign_in_devices` table: the devices each account has signed in from, by the digest of their cookie. */
export function signInDevicesRepo(query: QueryBuilder) {
  return {
    /** Whether the account knows the device; if so, its last sign-in is now. */
    async seen(userId: number, hash: string, now: Date): Promise<boolean> {
      const { numUpdatedRows } = await query
        .updateTable('sign_in_devices')
        .set({ last_seen_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('device_hash', '=', hash)
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    /** Whether the account knows any device yet. */
    async any(userId: number): Promise<boolean> {
      return (await query.selectFrom('sign_in_devices').select('user_id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
    },
    /**
     * Remembers the device for the account; false if it was already known (a parallel sign-in from it came first).
     * The account's devices unseen for longer than the cookie lives go: no browser still holds their cookie.
     */
    async remember(userId: number, hash: string, device: SessionDevice, now: Date): Promise<boolean> {
      await query
        .deleteFrom('sign_in_devices')
        .where('user_id', '=', userId)
        .where('last_seen_at', '<', new Date(now.getTime() - DEVICE_COOKIE_MS).toISOString())
        .execute();
      const at = now.toISOString();
      const added = await query
        .insertInto('sign_in_devices')
        .values({ user_id: userId, device_hash: hash, browser: device.browser, system: device.system, first_seen_at: at, last_seen_at: at })
        .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return added !== undefined;
    },
    /** The account's devices as its export lists them (no digests), first seen first. */
    async ofUser(userId: number): Promise<{ browser: string; system: string; firstSeenAt: string; lastSeenAt: string }[]> {
      const rows = await query
        .selectFrom('sign_in_devices')
        .select(['browser', 'system', 'first_seen_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .orderBy('first_seen_at')
        .orderBy('device_hash')
        .execute();
      return rows.map((row) => ({ browser: row.browser, system: row.system, firstSeenAt: row.first_seen_at, lastSeenAt: row.last_seen_at }));
    },
  };
}

/** The mail that tells the owner of a sign-in from a new device, in the account's language, the time Israel's. */
export function newSignInMail(account: SignInAccount, device: SessionDevice, at: Date, link: string): Mail {
  const language = account.locale;
  const t = featureTextsIn(language);
  const { date, time } = israelDateAndTime(at, language);
  const words = MAIL_TEXTS[language].newSignIn({ name: account.display_name || account.username, device: sessionDeviceName(device, t), date, time });
  return composeMail(account.email, language, words, link);
}

/** The browser's device cookie, made if it has none (or a value this server never makes), renewed either way. */
function deviceCookie(ctx: AppContext): string {
  const held = ctx.cookies.get(DEVICE_COOKIE);
  const value = held && DEVICE_VALUE.test(held) ? held : randomBytes(32).toString('base64url');
  ctx.cookies.set(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: ctx.secure, maxAge: DEVICE_COOKIE_MS, overwrite: true });
  return value;
}

/**
 * Telling an owner of a sign-in from a device the account has not signed in from before. `signIn()` calls `signedIn`
 * on every way in (password, second factor, passkey, Google, a new account's first sign-in): it sets or renews the
 * browser's device cookie and, if the account does not know that device, remembers it and mails the owner. An
 * account's first device (a new account, or one that had not signed in since devices were first remembered) is
 * remembered without a mail; the shared demo account is left out.
 */
export function signInDevices(
  query: QueryBuilder,
  { mailer, publicUrl, log, counters = sharedCountersOf(query) }: { mailer: Mailer; publicUrl: () => string; log: Logger; counters?: CounterStore },
) {
  const devices = signInDevicesRepo(query);
  const sending = new Set<Promise<void>>();

  /** Whether this sign-in is to be mailed: a device the account did not know, now remembered, within the limit. */
  async function isNewDevice(account: SignInAccount, hash: string, device: SessionDevice, now: Date): Promise<boolean> {
    if (await devices.seen(account.id, hash, now)) return false;
    const first = !(await devices.any(account.id));
    if (!first) {
      const { count } = await counters.add('mail:new-sign-in', `account:${account.id}`, NEW_DEVICE_MAILS.windowMs, now.getTime());
      if (count > NEW_DEVICE_MAILS.max) {
        log.warn('sign-in from a new device not mailed: over the limit', { user: account.id });
        return false;
      }
    }
    return (await devices.remember(account.id, hash, device, now)) && !first;
  }

  return {
    /**
     * Called once by every sign-in, before it answers. Never fails it: an error is logged; and the mail is sent
     * without being waited for (a failure logged with the account's id only).
     */
    async signedIn(ctx: AppContext, account: SignInAccount, now = new Date()): Promise<void> {
      if (account.is_demo === 1) return;
      try {
        const device = deviceOf(ctx.get('User-Agent') || undefined);
        if (!(await isNewDevice(account, deviceDigest(deviceCookie(ctx)), device, now))) return;
        const mail = newSignInMail(account, device, now, pageInLanguage(publicUrl(), '/account#sessions', account.locale));
        const sent = mailer.send(mail).catch((error: unknown) => log.warn('new sign-in mail not sent', { user: account.id, error }));
        sending.add(sent);
        void sent.finally(() => sending.delete(sent));
      } catch (error) {
        log.warn('sign-in device not checked', { user: account.id, error });
      }
    },
    /** Resolves once every mail under way has been sent or has failed, or after `withinMs` (a shutdown waits no longer). */
    async settled(withinMs = Infinity): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const late = Number.isFinite(withinMs) ? new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs).unref())) : undefined;
      await Promise.race([Promise.all(sending), ...(late ? [late] : [])]);
      clearTimeout(timer);
    },
    ofUser: devices.ofUser,
  };
}

export type SignInDevices = ReturnType<typeof signInDevices>;
