import type { Template } from '../../../../shared/contract/profiles';

/** A seeded example card as /examples lists it. */
export interface ExampleCard {
  slug: string;
  displayName: string;
  title: string;
  template: Template;
}

/** The seeded example cards (api/seed/profiles-data.ts), one per template. */
export const EXAMPLE_CARDS: readonly ExampleCard[] = [
  { slug: 'michal-cohen-law', displayName: 'עו״ד מיכל כהן', title: 'עורכת דין לדיני משפחה וירושה', template: 'classic' },
  { slug: 'cafe-sderot', displayName: 'קפה שדרות', title: 'בית קפה שכונתי ומאפייה', template: 'bold' },
  { slug: 'yoav-barak-fit', displayName: 'יואב ברק', title: 'מאמן כושר אישי ויועץ תזונה', template: 'minimal' },
];
