import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/info/legal/LegalPage';
import { refundAr } from '../features/info/legal/refund.ar';
import { refundEn } from '../features/info/legal/refund.en';
import { refundHe } from '../features/info/legal/refund.he';
import { refundRu } from '../features/info/legal/refund.ru';

export const Route = createFileRoute('/refund')({
  component: () => <LegalPage documents={{ he: refundHe, ar: refundAr, ru: refundRu, en: refundEn }} />,
});
