import { useQuery } from '@tanstack/react-query';
import type { OrganisationSeats } from '../../../shared/contract/organisations';
import { organisationQueryOptions, organisationsQueryOptions } from './api';

/** The seats an organisation uses now: one for each member and each open invitation. */
export const seatsInUse = (seats: Pick<OrganisationSeats, 'used' | 'pending'>): number => seats.used + seats.pending;

/**
 * The seats the organisation the signed-in account owns uses now, as the fewest a seat purchase may ask for: null when
 * it owns none (or `signedIn` is false), undefined while not known yet.
 */
export function useOwnedSeatsInUse(signedIn: boolean): number | null | undefined {
  const list = useQuery({ ...organisationsQueryOptions, enabled: signedIn });
  const mine = list.data?.items[0];
  const owned = mine?.role === 'owner' ? mine.id : undefined;
  const organisation = useQuery({ ...organisationQueryOptions(owned ?? 0), enabled: owned !== undefined });
  if (!signedIn || list.isError || (list.data && owned === undefined)) return null;
  return organisation.data ? seatsInUse(organisation.data.seats) : organisation.isError ? null : undefined;
}
