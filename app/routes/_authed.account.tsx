import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPage';
import { loadPage } from '../page-data/load-page';

export const Route = createFileRoute('/_authed/account')({
  loader: ({ context }) => loadPage('account', context.queryClient),
  component: AccountPage,
});
