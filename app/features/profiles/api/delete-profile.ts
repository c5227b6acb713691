import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { profileKey } from './get-profile';
import { PROFILES_KEY } from './get-profiles';
import { dropOfflineConflict } from './offline-conflicts';

/** Deletes one of the owner's cards (DELETE /api/profiles/{id}). */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await request('DELETE', profileKey(id));
      return id;
    },
    retry: false,
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: [profileKey(id)], exact: true });
      // A deleted card's refused offline edit has nothing left to be saved to.
      dropOfflineConflict(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: [PROFILES_KEY], exact: true });
    },
  });
}
