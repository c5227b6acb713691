import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../features/billing/WalletPage';

export const Route = createFileRoute('/_authed/wallet')({
  component: WalletPage,
});
