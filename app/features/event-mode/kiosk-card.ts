import { cardInLanguage } from '../../../shared/card/in-language';
import { collectingBusiness } from '../../../shared/contract/leads';
import { profileSchema } from '../../../shared/contract/profiles';
import { answer } from '../../lib/answer';
import { request } from '../../lib/api';
import { profileKey } from '../profiles';
import type { KioskState } from './kiosk-store';

/** What the kiosk shows and sends of its card: its address, its names in each language, colours, logo and QR. */
export type KioskCard = Pick<KioskState, 'profileId' | 'slug' | 'cardName' | 'business' | 'language' | 'versions' | 'primaryColor' | 'backgroundColor' | 'logo' | 'qrSvg'>;

/**
 * The owner's card as it is now, for the kiosk (online): the card itself, and its page's QR. Asked outside the app's
 * queries, so that a session that ended tells the visitors at the stand nothing: the kiosk goes on with what it has.
 */
export async function fetchKioskCard(profileId: number): Promise<KioskCard> {
  const card = answer(await request('GET', profileKey(profileId)), import.meta.env.DEV && profileSchema);
  const qr = await fetch(`/p/${encodeURIComponent(card.slug)}/qr.svg`);
  if (!qr.ok) throw new Error(`QR answered ${qr.status}`);
  return {
    profileId,
    slug: card.slug,
    cardName: card.displayName,
    business: collectingBusiness(card),
    language: card.language,
    versions: card.translations.map(({ language }) => {
      const version = cardInLanguage(card, language);
      return { language, cardName: version.displayName, business: collectingBusiness(version) };
    }),
    primaryColor: card.primaryColor,
    backgroundColor: card.backgroundColor,
    logo: card.logo ?? card.avatar,
    qrSvg: await qr.text(),
  };
}
