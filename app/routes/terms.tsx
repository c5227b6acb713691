import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/info/legal/LegalPage';
import { termsEn } from '../features/info/legal/terms.en';
import { termsHe } from '../features/info/legal/terms.he';

export const Route = createFileRoute('/terms')({
  component: () => <LegalPage documents={{ he: termsHe, en: termsEn }} />,
});
