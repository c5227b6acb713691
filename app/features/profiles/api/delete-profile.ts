import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { profileKey } from './get-profile';
import { PROFILES_KEY } from './get-profiles';

/** Deletes one of the owner's cards (DELETE /api/profiles/{id}); `onDeleted` runs once it is gone, even if the page has changed since. */
export function useDeleteProfile(onDeleted: (id: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await request('DELETE', profileKey(id));
      return id;
    },
    retry: false,
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: [profileKey(id)], exact: true });
      onDeleted(id);
      void queryClient.invalidateQueries({ queryKey: [PROFILES_KEY], exact: true });
    },
  });
}
