import type { CardLanguage } from '../../../../shared/contract/card-languages';
import type { Template } from '../../../../shared/contract/profiles';

/** A seeded example card as /examples lists it. */
export interface ExampleCard {
  slug: string;
  displayName: string;
  title: string;
  template: Template;
  language: CardLanguage;
}

/** The seeded example cards (api/seed/profiles-data.ts): one per template in Hebrew, then one in each other card language. */
export const EXAMPLE_CARDS: readonly ExampleCard[] = [
  { slug: 'michal-cohen-law', displayName: 'עו״ד מיכל כהן', title: 'עורכת דין לדיני משפחה וירושה', template: 'classic', language: 'he' },
  { slug: 'cafe-sderot', displayName: 'קפה שדרות', title: 'בית קפה שכונתי ומאפייה', template: 'bold', language: 'he' },
  { slug: 'yoav-barak-fit', displayName: 'יואב ברק', title: 'מאמן כושר אישי ויועץ תזונה', template: 'minimal', language: 'he' },
  { slug: 'dr-sami-haddad', displayName: 'د. سامي حداد', title: 'طبيب أسنان، زراعة وتجميل الأسنان', template: 'classic', language: 'ar' },
  { slug: 'irina-sokolova-tax', displayName: 'Ирина Соколова', title: 'Бухгалтер и налоговый консультант', template: 'minimal', language: 'ru' },
  { slug: 'daniel-katz-tours', displayName: 'Daniel Katz', title: 'Licensed tour guide, Jerusalem and the Galilee', template: 'bold', language: 'en' },
];
