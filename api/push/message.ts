import type { Locale } from '../../shared/contract/auth';
import { cardDirection } from '../../shared/contract/card-languages';
import type { NotificationEvent } from '../../shared/contract/notifications';
import type { PushMessage } from '../../shared/contract/push';
import { notificationTexts } from '../../shared/i18n/notification-texts';
import { countedFeatureText, featureTextsIn } from '../feature-texts';
import type { PushedNotification } from './repo';

type Kind = NotificationEvent['kind'] | null;

/** Where a tap on a notification of each kind opens the app. */
const OPENS: Record<NotificationEvent['kind'] | 'other', string> = {
  lead: '/leads',
  lead_reminder: '/leads',
  lead_deleted: '/leads',
  // The app opens its support chat for this address's #support.
  support_reply: '/dashboard#support',
  plan_moved: '/subscription',
  order_shipped: '/physical-cards',
  team_left: '/team',
  team_closed: '/team',
  team_removed: '/team',
  other: '/dashboard',
};

/**
 * The one push that tells a device of what waited for it, in its owner's language: a single notification as the bell
 * says it; several of one kind (a burst of leads) as their count under the same tag, so that the phone shows one
 * notification and rings once; several of different kinds as a count of notifications.
 */
export function pushMessageOf(notifications: readonly PushedNotification[], language: Locale): PushMessage {
  const t = featureTextsIn(language);
  const newest = notifications.at(-1)!;
  // A phone shows the text as it comes: each value (a lead's name) is kept in its own direction within it.
  const { title, content } = notificationTexts(newest, language, t, { isolate: true });
  const kinds = new Set<Kind>(notifications.map((n) => n.kind));
  const kind = kinds.size === 1 ? newest.kind : null;
  const frame = { lang: language, dir: cardDirection(language), tag: `kartis-${kind ?? 'notifications'}`, url: OPENS[kind ?? 'other'] } as const;
  if (notifications.length === 1) return { ...frame, title, body: content };
  const summary = kind === 'lead' ? 'notifications.push.leads' : 'notifications.push.many';
  return { ...frame, title: countedFeatureText(language, summary, notifications.length), body: title };
}
