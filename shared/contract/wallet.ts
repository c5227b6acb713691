import { z } from 'zod';

/** `GET /api/profiles/{id}/wallet`: where the owner adds the card to each wallet; null where the installation has none. */
export const walletLinksSchema = z.object({
  apple: z.string().nullable(),
  google: z.string().nullable(),
});
export type WalletLinks = z.infer<typeof walletLinksSchema>;

/** What Apple's web service answers a device: nothing to say (registration, unregistration, the log). */
export const walletEmptyAnswerSchema = z.object({});

/** `GET /api/wallet/v1/devices/{device}/registrations/{passTypeId}`: the passes changed since the tag, and the next tag. */
export const walletUpdatedSinceSchema = z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() });
