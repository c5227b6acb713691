import { collectingBusiness } from '../../shared/contract/leads';
import type { PublicProfile } from '../../shared/contract/profiles';
import { cardPath } from '../../shared/card/ProfileCard';
import { cardInLanguage, languageLink } from '../../shared/card/in-language';
import type { CardLanguage } from '../../shared/contract/card-languages';
import type { QueryBuilder } from '../../db/query-builder';
import { presentPublicProfile } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';

/** What a mail about a card says of its sender: who, how to reach them, and the card. */
export interface CardContext {
  profile: PublicProfile;
  business: string;
  ownerName: string;
  /** The card's first email, else its first phone, else the card's address. */
  contact: string;
  cardUrl: string;
}

/**
 * The card's sender details for mail, or undefined when the card is gone; in `language` when the card is written in it
 * (the version a visitor read), else in the card's own.
 */
export async function cardContext(query: QueryBuilder, profileId: number | null, publicUrl: string, language?: CardLanguage): Promise<CardContext | undefined> {
  if (profileId === null) return undefined;
  const profiles = profilesRepo(query);
  const row = await profiles.findById(profileId);
  if (!row) return undefined;
  const own = presentPublicProfile(row, await profiles.itemsOf(row.id));
  const profile = cardInLanguage(own, language);
  const enabled = profile.items.filter((item) => item.enabled);
  const email = enabled.find((item) => item.kind === 'email');
  const phone = enabled.find((item) => item.kind === 'phone');
  const cardUrl = publicUrl + languageLink(cardPath(profile.slug), own, profile.language);
  const contact = email?.kind === 'email' ? email.value : phone?.kind === 'phone' ? phone.value : cardUrl;
  return { profile, business: collectingBusiness(profile), ownerName: profile.displayName, contact, cardUrl };
}
