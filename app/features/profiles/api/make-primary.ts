import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { profileKey } from './get-profile';
import { PROFILES_KEY } from './get-profiles';

/** Makes a card the one /@{username} shows (PUT /api/profiles/{id}/primary). */
export function useMakePrimary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await request('PUT', `${profileKey(id)}/primary`);
      return id;
    },
    retry: false,
    // Busy until the list shows the card as primary, so its button is not pressed again meanwhile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROFILES_KEY], exact: true }),
  });
}
