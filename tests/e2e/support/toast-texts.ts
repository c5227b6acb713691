import type { Locale } from '../../../shared/contract/auth';
import { interpolate } from '../../../shared/i18n/plural';
import { arCore } from '../../../shared/i18n/ar-core';
import { ar } from '../../../shared/i18n/ar';
import { enCore } from '../../../shared/i18n/en-core';
import { en } from '../../../shared/i18n/en';
import { heCore, type CoreMessageKey } from '../../../shared/i18n/he-core';
import { he, type FeatureMessageKey } from '../../../shared/i18n/he';
import { ruCore } from '../../../shared/i18n/ru-core';
import { ru } from '../../../shared/i18n/ru';

type Key = CoreMessageKey | FeatureMessageKey;
/** A text of the app (its key), or what stands in a toast for a name, an address or a server's words. */
type Text = Key | { sample: string } | [Key, Record<string, string | number>];

/** A toast as the app raises it (app/**: toast({ … })), with a likely name, address or reason where the app puts one in. */
interface ToastShape {
  title: Text;
  description?: Text;
  variant?: 'default' | 'destructive' | 'warning';
  action?: Key;
}

const name = { sample: 'Dana Levi-Cohen' };
const email = { sample: 'dana.levi@example.com' };
const failure: Key = 'error.error.text';
const who = { name: 'Dana Levi-Cohen' };

/** Every toast the app can show (grep app/ for `toast(`), the refusal toasts of its forms (`refusal: { toastTitle }`) included. */
const TOASTS: ToastShape[] = [
  { title: 'editor.saved', description: 'editor.savedPublished' },
  { title: 'editor.saved', description: 'editor.savedDraft' },
  { title: 'editor.saveFailed', description: failure, variant: 'destructive' },
  { title: 'editor.invalid', description: 'editor.invalidText', variant: 'destructive' },
  { title: 'editor.conflictLoaded' },
  { title: 'editor.uploadFailed', description: failure, variant: 'destructive' },
  { title: 'editor.offlineRefusedDiscarded' },
  {
    title: 'editor.offlineRefusedAdopted',
    description: ['editor.offlineRefusedAdoptedText', { message: 'Card address taken' }],
    variant: 'warning',
    action: 'editor.offlineRefusedDiscard',
  },
  { title: 'editor.offlineConflictTitle', description: ['editor.offlineConflictText', who], variant: 'warning' },
  { title: 'editor.offlineConflictTitle', description: ['editor.offlineRefusedText', { ...who, message: 'Card address taken' }], variant: 'warning' },
  { title: 'admin.packages.saved', description: { sample: 'Business Pro' } },
  { title: 'admin.packages.created', description: { sample: 'Business Pro' } },
  { title: 'admin.packages.deleted', description: { sample: 'Business Pro' } },
  { title: 'admin.packages.failed', description: failure, variant: 'destructive' },
  { title: 'admin.users.blockedDone', description: name },
  { title: 'admin.users.unblocked', description: name },
  { title: 'admin.users.roleChanged', description: name },
  { title: ['admin.users.extended', { days: 14 }], description: name },
  { title: 'admin.users.failed', description: failure, variant: 'destructive' },
  { title: ['admin.orders.moved.paid', { id: 1042 }] },
  { title: ['admin.orders.moved.shipped', { id: 1042 }] },
  { title: ['admin.orders.moved.cancelled', { id: 1042 }] },
  { title: 'admin.orders.moveFailed', description: failure, variant: 'destructive' },
  { title: 'admin.migration.done', description: ['admin.migration.moved', { count: 12, name: 'Business Pro' }] },
  { title: 'admin.migration.failed', description: failure, variant: 'destructive' },
  { title: ['team.assigned', { code: 'K7Q2-9XPA', ...who }] },
  { title: 'team.created' },
  { title: ['join.joined', { organisation: 'Levi Design Studio' }] },
  { title: ['team.invitationCancelled', { email: email.sample }] },
  { title: 'team.failed', description: failure, variant: 'destructive' },
  { title: ['team.closed', { organisation: 'Levi Design Studio' }] },
  { title: ['team.left', { organisation: 'Levi Design Studio' }] },
  { title: ['team.invited', { email: email.sample }] },
  { title: ['team.removed', who] },
  { title: 'team.templateSaved' },
  { title: 'auth.required.title', description: 'auth.adminOnly', variant: 'warning' },
  { title: 'auth.required.title', description: 'auth.required.text', variant: 'warning' },
  { title: 'auth.expired.title', description: 'auth.expired.text', variant: 'warning' },
  { title: 'auth.forgotFailedTitle', description: 'auth.forgotText', variant: 'destructive', action: 'auth.forgotAction' },
  { title: 'auth.loginError', description: 'auth.passkeyFailed', variant: 'destructive' },
  { title: 'auth.loginError', description: 'auth.googleErrorText', variant: 'destructive' },
  { title: 'auth.googleLinkRequiredTitle', description: 'auth.googleLinkRequiredText', variant: 'warning' },
  { title: 'auth.loginSuccess', description: ['auth.loginWelcome', who] },
  { title: 'auth.registerSuccess', description: ['auth.registerWelcome', who] },
  { title: 'auth.loginError', description: 'auth.loginErrorText', variant: 'destructive' },
  { title: 'auth.registerError', description: 'auth.registerErrorText', variant: 'destructive' },
  { title: 'auth.logoutSuccess', description: 'auth.logoutGoodbye' },
  { title: 'auth.logoutError', description: 'auth.logoutErrorText', variant: 'destructive' },
  { title: 'followUp.saved' },
  { title: 'followUp.saveFailed', description: failure, variant: 'destructive' },
  { title: 'cards.linkCopied', description: { sample: 'https://kartis.app/p/dana-levi' } },
  { title: 'cards.actionError', description: failure, variant: 'destructive' },
  { title: ['cards.duplicated', who] },
  { title: ['cards.madePrimary', who] },
  { title: ['cards.deleted', who] },
  { title: 'carry.shareFailed', variant: 'destructive' },
  { title: 'sendCard.mailed', description: email },
  { title: 'sendCard.recorded', description: name },
  { title: 'sendCard.failed', description: failure, variant: 'destructive' },
  { title: 'signature.copied', description: 'signature.pasteHint' },
  { title: 'signature.copyFailed', description: 'signature.copyFailedText', variant: 'destructive' },
  { title: 'physicalCards.actionFailed', description: failure, variant: 'destructive' },
  { title: ['physicalCards.linkSaved', who] },
  { title: 'physicalCards.reactivated' },
  { title: 'physicalCards.deactivated' },
  { title: 'physicalCards.orderSaved' },
  { title: ['physicalCards.orderCancelled', { id: 1042 }] },
  { title: 'physicalCards.cancelOrderFailed', description: failure, variant: 'destructive' },
  { title: ['physicalCards.newTagCreated', { code: 'K7Q2-9XPA' }] },
  { title: 'physicalCards.orderFailed', description: failure, variant: 'destructive' },
  { title: 'blogAdmin.published', description: { sample: 'Five ways to share a card' } },
  { title: 'blogAdmin.unpublished', description: { sample: 'Five ways to share a card' } },
  { title: 'blogAdmin.created', description: { sample: 'Five ways to share a card' } },
  { title: 'blogAdmin.saved', description: { sample: 'Five ways to share a card' } },
  { title: 'blogAdmin.deleted', description: { sample: 'Five ways to share a card' } },
  { title: 'blogAdmin.failed', description: failure, variant: 'destructive' },
  { title: 'account.deleted', description: 'account.deletedText' },
  { title: 'account.totpDisabled' },
  { title: 'account.passkeyCancelled', description: 'account.passkeyCancelledText' },
  { title: 'account.passkeyAdded' },
  { title: 'account.passkeyRemoved' },
  { title: 'account.passkeyRemoveFailed', description: failure, variant: 'destructive' },
  { title: 'account.sessions.failed', description: failure, variant: 'destructive' },
  { title: 'account.sessions.signedOut' },
  { title: 'account.sessions.signedOutOthers' },
  { title: 'account.emailPendingCancelled' },
  { title: 'account.saveError', description: failure, variant: 'destructive' },
  { title: 'account.passwordSaved' },
  { title: 'account.saved' },
  { title: 'account.profileSaved' },
  { title: 'leads.deleted', description: name },
  { title: 'leads.failed', description: failure, variant: 'destructive' },
  { title: 'leads.followUpSent', description: email },
  { title: 'leads.followUpNotSent', description: failure, variant: 'destructive', action: 'leads.writeFollowUp' },
  { title: ['scan.delivered', { count: 3 }] },
  { title: 'scan.sharedMissing', description: 'scan.sharedMissingHint', variant: 'warning' },
  { title: 'scan.sharedNothing', description: 'scan.sharedNothingHint', variant: 'warning' },
  { title: 'scan.failed', description: failure, variant: 'warning' },
  { title: 'scan.noQr', variant: 'warning' },
  { title: 'scan.queued' },
  { title: 'scan.kept' },
  { title: 'scan.saved' },
  { title: 'scan.notAPhoto', variant: 'warning' },
  { title: 'billing.activated' },
  { title: 'support.sendFailed', description: failure, variant: 'destructive' },
  { title: 'support.closedTitle', description: 'support.closedText', variant: 'warning' },
  { title: 'supportAdmin.closed' },
  { title: 'supportAdmin.reopened' },
  { title: 'supportAdmin.closeFailed', description: failure, variant: 'destructive' },
  { title: 'webhooks.secretCopied' },
  { title: 'webhooks.actionFailed', description: failure, variant: 'destructive' },
  { title: 'webhooks.message.sampleDelivered', description: { sample: 'HTTP 200' } },
  { title: 'webhooks.message.sampleNotDelivered', description: ['webhooks.error.tls', {}], variant: 'destructive' },
  { title: 'webhooks.removed' },
  { title: 'webhooks.addFailed', description: failure, variant: 'destructive' },
  { title: 'contact.failed', description: failure, variant: 'destructive' },
  { title: 'sw.updateTitle', description: 'sw.updateText', action: 'sw.reload' },
];

const TABLES: Record<Locale, Partial<Record<Key, string>>> = {
  he: { ...heCore, ...he },
  en: { ...enCore, ...en },
  ar: { ...arCore, ...ar },
  ru: { ...ruCore, ...ru },
};

/** A toast's words in one language, as the app's toast shows them. */
export interface ToastWords {
  /** The text's key (or the sample) that names the toast in a failure. */
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'destructive' | 'warning';
  action?: string;
  /** The toast's copy button: a destructive toast has one (app/lib/toast.ts). */
  copyable: boolean;
}

function words(language: Locale, text: Text): string {
  if (typeof text === 'object' && !Array.isArray(text)) return text.sample;
  const [key, values] = Array.isArray(text) ? text : [text, undefined];
  const found = TABLES[language][key];
  if (found === undefined) throw new Error(`no ${language} text for ${key}`);
  return interpolate(found, values);
}

const keyOf = (text: Text) => (typeof text === 'string' ? text : Array.isArray(text) ? text[0] : text.sample);

/** Every toast's words in `language`. */
export function toastsIn(language: Locale): ToastWords[] {
  return TOASTS.map((shape) => {
    const variant = shape.variant ?? 'default';
    return {
      id: shape.description ? `${keyOf(shape.title)} + ${keyOf(shape.description)}` : keyOf(shape.title),
      title: words(language, shape.title),
      description: shape.description && words(language, shape.description),
      variant,
      action: shape.action && words(language, shape.action),
      copyable: variant === 'destructive',
    };
  });
}

/** One text of the app in `language`. */
export const textIn = (language: Locale, key: Key): string => words(language, key);
