import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/info/legal/LegalPage';
import { accessibilityEn } from '../features/info/legal/accessibility.en';
import { accessibilityHe } from '../features/info/legal/accessibility.he';

export const Route = createFileRoute('/accessibility')({
  component: () => <LegalPage documents={{ he: accessibilityHe, en: accessibilityEn }} />,
});
