import { createHash } from 'node:crypto';
import type { CardLanguage } from '../../shared/contract/card-languages';
import type { PublicProfile } from '../../shared/contract/profiles';
import { cardPath } from '../../shared/card/ProfileCard';
import { cardColors } from '../../shared/card/theme';
import { qrTarget } from '../public-profiles/qr';
import type { LabelKey } from './texts';

/** One line on the back of a pass: the owner's own label if they gave one, else a translated one. */
export interface PassLine {
  key: string;
  /** The owner's label, in the card's language; none means the translated `labelKey`. */
  label: string;
  labelKey: LabelKey;
  value: string;
  kind: 'phone' | 'email' | 'website' | 'address' | 'link';
}

/** What a wallet pass (Apple's or Google's) shows of a card. */
export interface PassContent {
  profileId: number;
  language: CardLanguage;
  name: string;
  title: string;
  company: string;
  /** Pass colours: the card's primary colour as the ground, the text colour that reads on it. */
  background: string;
  foreground: string;
  cardUrl: string;
  /** What the pass's QR opens: the card, marked as reached by QR. */
  barcode: string;
  avatar: string | null;
  logo: string | null;
  back: PassLine[];
}

/** The card's content as its wallet passes show it: name, title, company, colours, QR and contact lines. */
export function passContent(profile: PublicProfile, publicUrl: string): PassContent {
  const colors = cardColors(profile);
  const cardUrl = publicUrl + cardPath(profile.slug);
  const enabled = profile.items.filter((item) => item.enabled);
  const back: PassLine[] = [];
  for (const item of enabled) {
    const n = back.length;
    if (item.kind === 'phone') back.push({ key: `phone${n}`, label: item.label, labelKey: 'phone', value: item.value, kind: 'phone' });
    else if (item.kind === 'email') back.push({ key: `email${n}`, label: item.label, labelKey: 'email', value: item.value, kind: 'email' });
    else if (item.kind === 'website') back.push({ key: `website${n}`, label: item.label, labelKey: 'website', value: item.url, kind: 'website' });
    else if (item.kind === 'address') back.push({ key: `address${n}`, label: item.label, labelKey: 'address', value: item.value, kind: 'address' });
  }
  back.push({ key: 'card', label: '', labelKey: 'link', value: cardUrl, kind: 'link' });
  return {
    profileId: profile.id,
    language: profile.language,
    name: profile.displayName,
    title: profile.title,
    company: profile.company,
    background: colors.primary,
    foreground: colors.onPrimary,
    cardUrl,
    barcode: qrTarget(cardUrl),
    avatar: profile.avatar,
    logo: profile.logo,
    back,
  };
}

/** Raised when what a pass is made of changes shape, so every pass already out is sent again. */
const PASS_REVISION = 1;

/** A hash of everything a pass shows: equal keys mean the passes out there are current. */
export function passContentKey(content: PassContent): string {
  return createHash('sha256').update(JSON.stringify([PASS_REVISION, content])).digest('base64url').slice(0, 22);
}
