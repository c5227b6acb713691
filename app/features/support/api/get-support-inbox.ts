import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportMessageListSchema } from '../../../../shared/contract/support';
import { SUPPORT_STALE_MS } from '../../../../shared/contract/support-timings';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';

/** GET /api/open-support-messages: support's inbox, the newest message of every conversation (also its query key). */
const SUPPORT_INBOX_KEY = '/api/open-support-messages';

/** Support's inbox. */
export async function getSupportInbox() {
  return answer(await request('GET', SUPPORT_INBOX_KEY), import.meta.env.DEV && supportMessageListSchema);
}

export const supportInboxQueryOptions = queryOptions({ queryKey: [SUPPORT_INBOX_KEY], queryFn: getSupportInbox, staleTime: SUPPORT_STALE_MS });

/** Support's inbox. */
export function useSupportInbox() {
  return useQuery(supportInboxQueryOptions);
}
