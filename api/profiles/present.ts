import type { CardLanguage } from '../../shared/contract/card-languages';
import { cardLanguages } from '../../shared/card/in-language';
import type { CardTranslation, Profile, ProfileInput, ProfileItem, ProfileSummary, PublicProfile, Template } from '../../shared/contract/profiles';
import type { ItemFields, ProfileFields, ProfileItemRow, ProfileRow } from './repo';

type StoredItem = ProfileItem & { id: number };

/** An item row as the API shows it: its id, kind and switch, then its own fields. */
export function presentItem(row: ProfileItemRow): StoredItem {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return { ...data, id: row.id, kind: row.kind, enabled: row.is_enabled === 1 } as StoredItem;
}

/** The columns of an item: everything but its id, kind and switch goes into the JSON data. */
export function itemFields(item: ProfileItem): ItemFields {
  const { id: _id, kind, enabled, ...data } = item;
  return { kind, data: JSON.stringify(data), is_enabled: enabled ? 1 : 0 };
}

/** The columns of a card from the editor's input. */
export function profileFields(input: ProfileInput): ProfileFields {
  return {
    slug: input.slug,
    display_name: input.displayName,
    contact_kind: input.contactKind,
    given_name: input.contactKind === 'person' ? input.givenName : '',
    family_name: input.contactKind === 'person' ? input.familyName : '',
    title: input.title,
    company: input.company,
    bio: input.bio,
    language: input.language,
    template: input.template,
    primary_color: input.primaryColor,
    background_color: input.backgroundColor,
    avatar: input.avatar,
    cover: input.cover,
    logo: input.logo,
    is_published: input.published ? 1 : 0,
    wallet_for_visitors: input.walletForVisitors ? 1 : 0,
    translations: JSON.stringify(input.translations.map((translation) => (input.contactKind === 'person' ? translation : { ...translation, givenName: '', familyName: '' }))),
  };
}

/** The languages of a stored card: its own first, then those of its versions (kept as JSON beside it). */
export function storedLanguages(row: { language: CardLanguage; translations: string }): [CardLanguage, ...CardLanguage[]] {
  return row.translations === '[]' ? [row.language] : cardLanguages({ language: row.language, translations: JSON.parse(row.translations) as CardTranslation[] });
}

/** A card as the public page renders it. */
export function presentPublicProfile(row: ProfileRow, items: ProfileItemRow[]): PublicProfile {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.display_name,
    contactKind: row.contact_kind,
    givenName: row.given_name,
    familyName: row.family_name,
    title: row.title,
    company: row.company,
    bio: row.bio,
    language: row.language,
    template: row.template as Template,
    primaryColor: row.primary_color,
    backgroundColor: row.background_color,
    avatar: row.avatar,
    cover: row.cover,
    logo: row.logo,
    items: items.map(presentItem),
    published: row.is_published === 1,
    walletForVisitors: row.wallet_for_visitors === 1,
    translations: JSON.parse(row.translations) as CardTranslation[],
    version: row.version,
  };
}

/** A card as its owner sees it in the editor. */
export function presentProfile(row: ProfileRow, items: ProfileItemRow[]): Profile {
  return {
    ...presentPublicProfile(row, items),
    userId: row.user_id,
    isPrimary: row.is_primary === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A row of the dashboard's card list. */
export function presentSummary(row: ProfileRow): ProfileSummary {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.display_name,
    title: row.title,
    avatar: row.avatar,
    template: row.template as Template,
    published: row.is_published === 1,
    isPrimary: row.is_primary === 1,
    languages: storedLanguages(row),
    version: row.version,
    updatedAt: row.updated_at,
  };
}
