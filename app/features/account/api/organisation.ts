import { queryOptions } from '@tanstack/react-query';
import { organisationListSchema, type OrganisationList } from '../../../../shared/contract/organisations';
import { answer } from '../../../lib/answer';
import { request } from '../../../lib/api';

/**
 * `GET /api/organisations`, the account's organisation (none or one) and its role there: what deleting the account
 * takes with it. Under the teams feature's own key for the list, so either screen's answer serves the other (the teams
 * feature cannot be imported here: the features' imports would go round in a loop).
 */
export const accountOrganisationsQueryOptions = queryOptions({
  queryKey: ['/api/organisations'],
  queryFn: async (): Promise<OrganisationList> => answer(await request('GET', '/api/organisations'), import.meta.env.DEV && organisationListSchema),
  staleTime: 0,
});
