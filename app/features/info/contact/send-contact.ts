import { useMutation } from '@tanstack/react-query';
import { contactReceiptSchema, type ContactReceipt, type ContactRequestInput } from '../../../../shared/contract/contact';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { postMultipart } from '../../../lib/multipart';

const CONTACT_PATH = '/api/contact';

/** The message with its attached file as one multipart form. */
function withFile(input: ContactRequestInput, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** Sends the contact form (`POST /api/contact`), with a photo or PDF when one is attached; the server validates it again and may answer 413 or 429. */
export function useSendContact() {
  return useMutation({
    mutationFn: async ({ input, file }: { input: ContactRequestInput; file?: File | undefined }): Promise<ContactReceipt> =>
      answer(file ? await postMultipart(CONTACT_PATH, withFile(input, file)) : await request('POST', CONTACT_PATH, input), import.meta.env.DEV && contactReceiptSchema),
    // A refused or rate-limited message must not be re-sent behind the visitor's back.
    retry: false,
  });
}
