import type { CardLanguage } from '../../shared/contract/card-languages';
import { CARD_LANGUAGES } from '../../shared/contract/card-languages';
import type { PublicProfile } from '../../shared/contract/profiles';
import { cardPath } from '../../shared/card/ProfileCard';
import { cardInLanguage, textsInLanguage } from '../../shared/card/in-language';
import type { GoogleWalletConfig } from '../config';
import { cardImagePath } from '../preview-images/card-image-path';
import { passContent, type PassContent, type PassLine } from './pass-content';
import { WALLET_TEXTS, walletLabels, type LabelKey } from './texts';

/** Where a "Save to Google Wallet" link sends its JWT. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** The one generic class every card's pass belongs to. */
export const googleClassId = (issuerId: string) => `${issuerId}.kartis-card`;

/** A card's pass object id: `{issuerId}.{suffix}`, the same for every save of the card, so an update reaches them all. */
export const googleObjectId = (issuerId: string, profileId: number) => `${issuerId}.card-${profileId}`;

/** A Google LocalizedString: the value in the card's language. */
const localized = (language: CardLanguage, value: string) => ({ defaultValue: { language, value } });

type VersionText = (texts: ReturnType<typeof textsInLanguage>, language: CardLanguage) => string;

/**
 * A text of the card in its own language, with the card's versions in their languages: a phone set to one of them
 * shows that version's (Google picks by the phone's language). One pass serves every version.
 */
function inEveryVersion(profile: PublicProfile, text: VersionText) {
  const own = text(profile, profile.language);
  return {
    defaultValue: { language: profile.language, value: own },
    ...(profile.translations.length > 0 && {
      translatedValues: profile.translations.map(({ language }) => ({ language, value: text(textsInLanguage(profile, language), language) })),
    }),
  };
}

/** A label in the card's language, with its translations for a phone set to another language. */
function translatedLabel(language: CardLanguage, key: LabelKey) {
  return {
    defaultValue: { language, value: walletLabels(language)[key] },
    translatedValues: CARD_LANGUAGES.filter((other) => other !== language).map((other) => ({ language: other, value: walletLabels(other)[key] })),
  };
}

/**
 * The header of a line on the back of the pass: the item's label in every version, as the card's page shows it there
 * (a version's own label, else the card's); the line's name in a language where it has no label at all; the name in
 * all four languages for an item labelled nowhere.
 * `versions` are the pass's lines as each version reads them, line for line. None for an owner's label on a card in
 * one language: the header is it.
 */
function lineHeader(line: PassLine, index: number, language: CardLanguage, versions: readonly { language: CardLanguage; back: PassLine[] }[]) {
  const nameIn = (version: CardLanguage, label: string) => label || walletLabels(version)[line.labelKey];
  if (!line.label && versions.every((version) => !version.back[index]?.label)) return translatedLabel(language, line.labelKey);
  if (versions.length === 0) return undefined;
  return {
    defaultValue: { language, value: nameIn(language, line.label) },
    translatedValues: versions.map((version) => ({ language: version.language, value: nameIn(version.language, version.back[index]?.label ?? '') })),
  };
}

/** A generic pass object (Google's reference: id, classId, cardTitle, header, barcode, colour, logo, hero, text modules). */
export function googlePassObject(profile: PublicProfile, content: PassContent, { issuerId, publicUrl }: { issuerId: string; publicUrl: string }) {
  const { language } = content;
  const path = cardPath(profile.slug);
  // The same items in each version, with the labels written for them there.
  const versions = profile.translations.map((version) => ({ language: version.language, back: passContent(cardInLanguage(profile, version.language), publicUrl).back }));
  return {
    id: googleObjectId(issuerId, profile.id),
    classId: googleClassId(issuerId),
    state: 'ACTIVE',
    cardTitle: inEveryVersion(profile, (texts, version) => texts.company || WALLET_TEXTS[version].card),
    header: inEveryVersion(profile, (texts) => texts.displayName),
    ...(content.title ? { subheader: inEveryVersion(profile, (texts) => texts.title) } : {}),
    hexBackgroundColor: content.background,
    logo: { sourceUri: { uri: `${publicUrl}${path}/wallet-icon.png` }, contentDescription: localized(language, content.name) },
    heroImage: { sourceUri: { uri: `${publicUrl}${cardImagePath(profile, publicUrl)}` }, contentDescription: localized(language, content.name) },
    barcode: { type: 'QR_CODE', value: content.barcode, alternateText: '' },
    textModulesData: content.back.flatMap((line, index) => {
      if (line.kind === 'link') return [];
      const localizedHeader = lineHeader(line, index, language, versions);
      return [
        {
          id: line.key,
          header: line.label || walletLabels(language)[line.labelKey],
          body: line.value,
          ...(localizedHeader && { localizedHeader }),
          localizedBody: localized(language, line.value),
        },
      ];
    }),
    linksModuleData: { uris: [{ id: 'card', uri: content.cardUrl, description: walletLabels(language).link }] },
  };
}

/**
 * The "Save to Google Wallet" link of a card: a JWT signed RS256 with the service account's key, carrying the generic
 * class and the card's pass object (`typ: savetowallet`, `aud: google`, the site as its origin).
 */
export async function googleSaveLink(profile: PublicProfile, { config, publicUrl }: { config: GoogleWalletConfig; publicUrl: string }): Promise<string> {
  const { SignJWT, importPKCS8 } = await import('jose');
  const content = passContent(profile, publicUrl);
  const key = await importPKCS8(config.privateKey, 'RS256');
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [new URL(publicUrl).origin],
    payload: {
      genericClasses: [{ id: googleClassId(config.issuerId) }],
      genericObjects: [googlePassObject(profile, content, { issuerId: config.issuerId, publicUrl })],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(key);
  return GOOGLE_SAVE_URL + jwt;
}
