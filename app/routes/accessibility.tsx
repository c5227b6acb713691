import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/info/legal/LegalPage';
import { accessibilityAr } from '../features/info/legal/accessibility.ar';
import { accessibilityEn } from '../features/info/legal/accessibility.en';
import { accessibilityHe } from '../features/info/legal/accessibility.he';
import { accessibilityRu } from '../features/info/legal/accessibility.ru';

export const Route = createFileRoute('/accessibility')({
  component: () => <LegalPage documents={{ he: accessibilityHe, ar: accessibilityAr, ru: accessibilityRu, en: accessibilityEn }} />,
});
