import { useQuery } from '@tanstack/react-query';
import type { OrganisationSeats } from '../../../shared/contract/organisations';
import { useSession } from '../auth';
import { organisationQueryOptions, organisationsQueryOptions } from './api';

/** The seats an organisation uses now: one for each member and each open invitation. */
export const seatsInUse = (seats: Pick<OrganisationSeats, 'used' | 'pending'>): number => seats.used + seats.pending;

/**
 * The seats the organisation the signed-in account owns uses now, as the fewest a seat purchase may ask for: null when
 * no one is signed in, the account owns none, or they are not `wanted`; undefined while not known yet.
 */
export function useOwnedSeatsInUse(wanted: boolean): number | null | undefined {
  const signedIn = useSession().status === 'in' && wanted;
  const list = useQuery({ ...organisationsQueryOptions, enabled: signedIn });
  const mine = list.data?.items[0];
  const owned = mine?.role === 'owner' ? mine.id : undefined;
  const organisation = useQuery({ ...organisationQueryOptions(owned ?? 0), enabled: owned !== undefined });
  if (!signedIn || list.isError || (list.data && owned === undefined)) return null;
  return organisation.data ? seatsInUse(organisation.data.seats) : organisation.isError ? null : undefined;
}
