import type { ProfileItem, SocialBrand } from '../../../shared/contract/profiles';
import { hasHandles } from '../../../shared/contract/link-input';
import type { MessageKey } from '../../i18n';

/** The networks whose addresses are not a profile's: a place, a chat, a mail or phone link, a website. */
const BRAND_HINTS: Partial<Record<SocialBrand, MessageKey>> = {
  waze: 'editor.placeHint',
  googlemaps: 'editor.placeHint',
  applemaps: 'editor.placeHint',
  whatsapp: 'editor.whatsappHint',
  email: 'editor.mailLinkHint',
  phone: 'editor.phoneLinkHint',
  website: 'editor.linkHint',
};

/** What an item's link field says under it: how to type that kind of link (a handle only where the network has one). */
export function linkHintKey(item: Pick<ProfileItem, 'kind'> & { brand?: SocialBrand }): MessageKey {
  if (item.kind === 'video') return 'editor.videoHint';
  if (item.kind !== 'social' || !item.brand) return 'editor.linkHint';
  return BRAND_HINTS[item.brand] ?? (hasHandles(item.brand) ? 'editor.socialHint' : 'editor.profileLinkHint');
}
