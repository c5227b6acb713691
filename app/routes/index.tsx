import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/LandingPage';

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { section?: 'pricing' } =>
    search.section === 'pricing' ? { section: 'pricing' } : {},
  component: LandingPage,
});
