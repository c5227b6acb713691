import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/checkout/$type/$id')({
  component: () => <ComingSoon page="page.checkout" />,
});
