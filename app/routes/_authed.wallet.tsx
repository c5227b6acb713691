import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../features/billing/WalletPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/wallet')({
  loader: ({ context }) => loadPage('account', context.queryClient),
  component: WalletPage,
});
