import { useMutation, useMutationState, type QueryClient } from '@tanstack/react-query';
import { type Lead, type LeadDetail, type LeadList, type LeadUpdate, leadDetailSchema } from '../../../../shared/contract/leads';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { ApiError, NetworkError, ServerError } from '../../../lib/errors';
import { queriesUnder } from '../../../lib/query-keys';
import { LEADS_PATH, invalidateLeads } from './get-leads';
import { leadKey } from './get-lead';
import { invalidateNotifications } from '../../notifications';

/** The key of every lead edit, so one made offline is kept with the saved cache and sent once the connection returns. */
const UPDATE_LEAD_MUTATION_KEY = ['leads', 'update'] as const;

/** A change to one lead: any of status, note, tags, reminder. */
export interface UpdateLeadVariables {
  id: number;
  changes: LeadUpdate;
}

/** No answer, a server error, a timeout or too many requests: sending the same change again is safe (PUT replaces). */
const isPassingFailure = (error: unknown) => error instanceof NetworkError || error instanceof ServerError || (error instanceof ApiError && (error.status === 408 || error.status === 429));

/**
 * Registers the lead edit's function and rules under its key, before the saved cache is restored: an edit restored
 * after a reload has only its key and variables. Edits go one at a time in the order made, show at once in the lists
 * (even offline), and are sent again after a passing failure.
 */
export function registerOfflineLeadEdits(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(UPDATE_LEAD_MUTATION_KEY, {
    mutationFn: async ({ id, changes }: UpdateLeadVariables): Promise<LeadDetail> => answer(await request('PUT', `${LEADS_PATH}/${id}`, changes), import.meta.env.DEV && leadDetailSchema),
    scope: { id: UPDATE_LEAD_MUTATION_KEY.join('/') },
    retry: (failures: number, error: Error) => isPassingFailure(error) && failures < 4,
    retryDelay: (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt),
    onMutate: async ({ id, changes }: UpdateLeadVariables): Promise<EditContext> => {
      // A list asked for before this edit would arrive without it and show the lead as it was; the next edit, made from
      // what is shown, would then undo this one (a tag just added lost when another is removed).
      await queryClient.cancelQueries(queriesUnder(LEADS_PATH));
      const shown = shownLead(queryClient, id);
      const before = shown && (Object.fromEntries(Object.keys(changes).map((field) => [field, shown[field as keyof LeadUpdate]])) as LeadUpdate);
      showOnLead(queryClient, id, changes);
      return { before };
    },
    // Refused, or given up on after its tries: the lead shows what is saved again, at once as it was before this edit,
    // then as the server has it. (The one who made the edit says that it failed.)
    onError: (_error: Error, { id }: UpdateLeadVariables, context: EditContext | undefined) => {
      if (context?.before) showOnLead(queryClient, id, context.before);
      void invalidateLeads(queryClient);
    },
    onSuccess: (lead: LeadDetail, { changes }: UpdateLeadVariables) => {
      queryClient.setQueryData([leadKey(lead.id)], lead);
      // The lists are read again once the last edit in line is saved: read between two, they would lack the later one.
      if (queryClient.isMutating({ mutationKey: UPDATE_LEAD_MUTATION_KEY }) <= 1) void invalidateLeads(queryClient);
      // A reminder set for today (or earlier) rings the bell on the server at once.
      if (changes.remindAt) void invalidateNotifications(queryClient);
    },
  });
}

/** What an edit changed, as the lead had it before: put back if the edit fails. */
interface EditContext {
  before: LeadUpdate | undefined;
}

/** The lead as the screen shows it: from a list, else from its own query. */
function shownLead(queryClient: QueryClient, id: number): Lead | undefined {
  const listed = queryClient.getQueriesData<LeadList>(queriesUnder(LEADS_PATH)).flatMap(([, data]) => (data && 'items' in data ? data.items : []));
  return listed.find((lead) => lead.id === id) ?? queryClient.getQueryData<LeadDetail>([leadKey(id)]);
}

/** Shows `fields` on the lead, in every list and in its own query, before (or without) the server's answer. */
function showOnLead(queryClient: QueryClient, id: number, fields: LeadUpdate): void {
  queryClient.setQueriesData<LeadList>(queriesUnder(LEADS_PATH), (list) =>
    list?.items ? { ...list, items: list.items.map((lead) => (lead.id === id ? { ...lead, ...fields } : lead)) } : list,
  );
  queryClient.setQueryData<LeadDetail>([leadKey(id)], (lead) => lead && { ...lead, ...fields });
}

/** Changes a lead (PUT /api/leads/{id}), kept while offline. */
export function useUpdateLead() {
  return useMutation<LeadDetail, Error, UpdateLeadVariables>({ mutationKey: UPDATE_LEAD_MUTATION_KEY });
}

/** How many lead edits wait for a connection. */
export function useWaitingLeadEdits(): number {
  return useMutationState({ filters: { mutationKey: UPDATE_LEAD_MUTATION_KEY, predicate: (mutation) => mutation.state.isPaused } }).length;
}
