import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/info/legal/LegalPage';
import { privacyAr } from '../features/info/legal/privacy.ar';
import { privacyEn } from '../features/info/legal/privacy.en';
import { privacyHe } from '../features/info/legal/privacy.he';
import { privacyRu } from '../features/info/legal/privacy.ru';

export const Route = createFileRoute('/privacy')({
  component: () => <LegalPage documents={{ he: privacyHe, ar: privacyAr, ru: privacyRu, en: privacyEn }} />,
});
