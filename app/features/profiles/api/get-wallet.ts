import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletLinksSchema } from '../../../../shared/contract/wallet';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/profiles/{id}/wallet, also its query key. */
const walletKey = (id: number) => `/api/profiles/${id}/wallet`;

/**
 * Where the owner adds the card to Apple Wallet and Google Wallet (null where the installation has none). Google's link
 * is signed for the card as it is now, so it is asked for anew each time the card's dialog opens. A card not saved yet
 * has none.
 */
export function useWalletLinks(id: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [walletKey(id ?? 0)],
      queryFn: async () => answer(await request('GET', walletKey(id ?? 0)), import.meta.env.DEV && walletLinksSchema),
      staleTime: 0,
      enabled: id !== undefined,
    }),
  );
}
