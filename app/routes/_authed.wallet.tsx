import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/_authed/wallet')({
  component: () => <ComingSoon page="page.wallet" />,
});
