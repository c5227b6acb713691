import { useMutation } from '@tanstack/react-query';
import { contactReceiptSchema, type ContactReceipt, type ContactRequestInput } from '../../../../api/contract/contact';
import { request } from '../../../lib/api';

/** Sends the contact form (`POST /api/contact`); the server validates it again and may answer 429. */
export function useSendContact() {
  return useMutation({
    mutationFn: async (input: ContactRequestInput): Promise<ContactReceipt> =>
      contactReceiptSchema.parse(await request('POST', '/api/contact', input)),
    // A refused or rate-limited message must not be re-sent behind the visitor's back.
    retry: false,
  });
}
