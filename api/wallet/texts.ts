import type { CardLanguage } from '../../shared/contract/card-languages';
import { CARD_TEXTS } from '../../shared/card/texts';

/** The labels a wallet pass shows, in each card language (the values are the card's own words). */
export const WALLET_TEXTS = {
  he: { name: 'שם', title: 'תפקיד', company: 'חברה', card: 'כרטיס ביקור דיגיטלי' },
  ar: { name: 'الاسم', title: 'المسمى الوظيفي', company: 'الشركة', card: 'بطاقة أعمال رقمية' },
  ru: { name: 'Имя', title: 'Должность', company: 'Компания', card: 'Цифровая визитка' },
  en: { name: 'Name', title: 'Title', company: 'Company', card: 'Digital business card' },
} as const satisfies Record<CardLanguage, Record<string, string>>;

/** The keys of a pass's labels, each translated in every language's `pass.strings`. */
export const LABEL_KEYS = ['name', 'title', 'company', 'phone', 'email', 'website', 'address', 'link', 'scan'] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];

/** Every label of a pass in one language. */
export function walletLabels(language: CardLanguage): Record<LabelKey, string> {
  const card = CARD_TEXTS[language];
  const wallet = WALLET_TEXTS[language];
  return {
    name: wallet.name,
    title: wallet.title,
    company: wallet.company,
    phone: card.phoneLabel,
    email: card.emailLabel,
    website: card.websiteLabel,
    address: card.addressLabel,
    link: card.cardLink,
    scan: card.qrTitle,
  };
}
