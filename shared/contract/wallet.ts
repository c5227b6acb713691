import { z } from 'zod';

/** `GET /api/profiles/{id}/wallet`: where the owner adds the card to each wallet; null where the installation has none. */
export const walletLinksSchema = z.object({
  apple: z.string().nullable(),
  google: z.string().nullable(),
});
export type WalletLinks = z.infer<typeof walletLinksSchema>;
