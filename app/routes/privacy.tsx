import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/info/legal/LegalPage';
import { privacyEn } from '../features/info/legal/privacy.en';
import { privacyHe } from '../features/info/legal/privacy.he';

export const Route = createFileRoute('/privacy')({
  component: () => <LegalPage documents={{ he: privacyHe, en: privacyEn }} />,
});
