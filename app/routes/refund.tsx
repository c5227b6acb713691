import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/info/legal/LegalPage';
import { refundEn } from '../features/info/legal/refund.en';
import { refundHe } from '../features/info/legal/refund.he';

export const Route = createFileRoute('/refund')({
  component: () => <LegalPage documents={{ he: refundHe, en: refundEn }} />,
});
