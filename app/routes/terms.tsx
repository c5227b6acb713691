import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/info/legal/LegalPage';
import { termsAr } from '../features/info/legal/terms.ar';
import { termsEn } from '../features/info/legal/terms.en';
import { termsHe } from '../features/info/legal/terms.he';
import { termsRu } from '../features/info/legal/terms.ru';

export const Route = createFileRoute('/terms')({
  component: () => <LegalPage documents={{ he: termsHe, ar: termsAr, ru: termsRu, en: termsEn }} />,
});
