import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  acceptedInvitationSchema,
  invitationPreviewSchema,
  organisationDashboardSchema,
  organisationLeadListSchema,
  organisationListSchema,
  organisationPhysicalCardSchema,
  organisationPhysicalCardsSchema,
  organisationSchema,
  teamLockSchema,
  type AcceptedInvitation,
  type AssignPhysicalCard,
  type OrganisationPhysicalCard,
  type OrganisationPhysicalCards,
  type InvitationInput,
  type InvitationPreview,
  type Organisation,
  type OrganisationDashboard,
  type OrganisationLeadList,
  type OrganisationList,
  type TeamLock,
  type TeamTemplate,
} from '../../../shared/contract/organisations';
import { nfcOrderSchema, type NfcOrder, type NfcOrderInput } from '../../../shared/contract/physical-cards';
import { answer } from '../../lib/answer';
import { queriesUnder } from '../../lib/query-keys';
import { request } from '../../lib/api';

/** The organisations API. */
export const ORGANISATIONS_PATH = '/api/organisations';

const organisationPath = (id: number, rest = '') => `${ORGANISATIONS_PATH}/${id}${rest}`;

/** Others change a team (a member joins, a card gets a lead): its pages ask again whenever they open. */
const FRESH = { staleTime: 0 } as const;

/** The caller's organisations (none or one). */
export const organisationsQueryOptions = queryOptions({
  ...FRESH,
  queryKey: [ORGANISATIONS_PATH],
  queryFn: async (): Promise<OrganisationList> => answer(await request('GET', ORGANISATIONS_PATH), import.meta.env.DEV && organisationListSchema),
});

export const organisationQueryOptions = (id: number) =>
  queryOptions({
    ...FRESH,
    queryKey: [organisationPath(id)],
    queryFn: async (): Promise<Organisation> => answer(await request('GET', organisationPath(id)), import.meta.env.DEV && organisationSchema),
  });

/** Every member's cards and sums over the last 30 days. */
export const teamDashboardQueryOptions = (id: number) =>
  queryOptions({
    ...FRESH,
    queryKey: [organisationPath(id, '/dashboard?days=30')],
    queryFn: async (): Promise<OrganisationDashboard> => answer(await request('GET', organisationPath(id, '/dashboard?days=30')), import.meta.env.DEV && organisationDashboardSchema),
  });

export const teamLeadsQueryOptions = (id: number) =>
  queryOptions({
    ...FRESH,
    queryKey: [organisationPath(id, '/leads')],
    queryFn: async (): Promise<OrganisationLeadList> => answer(await request('GET', organisationPath(id, '/leads')), import.meta.env.DEV && organisationLeadListSchema),
  });

/** The download of every lead of the organisation as CSV. */
export const teamLeadsCsvHref = (id: number) => organisationPath(id, '/leads/export.csv');

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [`/api/invitations/${token}`],
    queryFn: async (): Promise<InvitationPreview> => answer(await request('GET', `/api/invitations/${encodeURIComponent(token)}`), import.meta.env.DEV && invitationPreviewSchema),
    retry: false,
  });

/** The fields the caller's team template sets on their cards (none outside an organisation). */
export const TEAM_LOCK_PATH = '/api/team-template';
export const teamLockQueryOptions = queryOptions({
  ...FRESH,
  queryKey: [TEAM_LOCK_PATH],
  queryFn: async (): Promise<TeamLock> => answer(await request('GET', TEAM_LOCK_PATH), import.meta.env.DEV && teamLockSchema),
});

function refreshOrganisations(queryClient: QueryClient) {
  return queryClient.invalidateQueries(queriesUnder(ORGANISATIONS_PATH));
}

/** Saves the team template; every member's cards change with it. */
export function useSaveTemplate(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (template: TeamTemplate): Promise<Organisation> =>
      answer(await request('PUT', organisationPath(organisationId, '/template'), template), import.meta.env.DEV && organisationSchema),
    // The caller's own cards changed too.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(organisations|team-template|profiles)/.test(String(query.queryKey[0])) }),
  });
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<Organisation> => answer(await request('POST', ORGANISATIONS_PATH, { name }), import.meta.env.DEV && organisationSchema),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useInvite(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvitationInput): Promise<Organisation> =>
      answer(await request('POST', organisationPath(organisationId, '/invitations'), input), import.meta.env.DEV && organisationSchema),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

/** Deletes one thing of the organisation (an invitation, a member) by its id, then reads the organisation again. */
function useOrganisationDelete(organisationId: number, pathOf: (id: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await request('DELETE', organisationPath(organisationId, pathOf(id)));
    },
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

/** Cancels an open invitation: its link stops working and its seat is free. */
export const useCancelInvitation = (organisationId: number) => useOrganisationDelete(organisationId, (invitationId) => `/invitations/${invitationId}`);

export const useRemoveMember = (organisationId: number) => useOrganisationDelete(organisationId, (userId) => `/members/${userId}`);

/**
 * The caller's place in the organisation ends: they leave it (their own id), or its owner closes it. The page shows
 * at once that there is no organisation; what the team template locked and the team's queries are asked for again.
 */
export function useEndMembership(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (end: { leave: number } | 'close'): Promise<void> => {
      await request('DELETE', organisationPath(organisationId, end === 'close' ? '' : `/members/${end.leave}`));
    },
    onSuccess: () => {
      queryClient.setQueryData(organisationsQueryOptions.queryKey, { items: [] });
      queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(organisationPath(organisationId)) });
      void queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(organisations|team-template)/.test(String(query.queryKey[0])) });
    },
  });
}

/** A signed-in account of the invited address joins. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<AcceptedInvitation> => answer(await request('POST', '/api/invitations/accept', { token }), import.meta.env.DEV && acceptedInvitationSchema),
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

/** The physical cards the members hold, the orders placed for them, and the members' digital cards (its owner and admins). */
export const teamPhysicalCardsQueryOptions = (id: number) =>
  queryOptions({
    ...FRESH,
    queryKey: [organisationPath(id, '/physical-cards')],
    queryFn: async (): Promise<OrganisationPhysicalCards> =>
      answer(await request('GET', organisationPath(id, '/physical-cards')), import.meta.env.DEV && organisationPhysicalCardsSchema),
  });

/** Gives a physical card a member holds to a member's digital card. */
export function useAssignPhysicalCard(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, ...input }: AssignPhysicalCard & { cardId: number }): Promise<OrganisationPhysicalCard> =>
      answer(await request('PUT', organisationPath(organisationId, `/physical-cards/${cardId}`), input), import.meta.env.DEV && organisationPhysicalCardSchema),
    retry: false,
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

/** Cancels an order the organisation placed, while it waits for payment. */
export function useCancelTeamOrder(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number): Promise<NfcOrder> =>
      answer(await request('PUT', organisationPath(organisationId, `/physical-cards/orders/${orderId}/cancelled`)), import.meta.env.DEV && nfcOrderSchema),
    retry: false,
    // Refused, the order moved meanwhile: the team's orders are asked for again either way.
    onSettled: () => refreshOrganisations(queryClient),
  });
}

/** Orders printed cards for a member's digital card. */
export function useOrderForMember(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NfcOrderInput): Promise<NfcOrder> =>
      answer(await request('POST', organisationPath(organisationId, '/physical-cards/orders'), input), import.meta.env.DEV && nfcOrderSchema),
    retry: false,
    onSuccess: () => refreshOrganisations(queryClient),
  });
}
