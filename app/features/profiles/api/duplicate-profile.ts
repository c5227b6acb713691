import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema } from '../../../../shared/contract/profiles';
import { request } from '../../../lib/api';
import { answer } from '../../../lib/answer';
import { profileKey } from './get-profile';
import { PROFILES_KEY } from './get-profiles';

/** Copies one of the owner's cards (POST /api/profiles/{id}/duplicate): 402 over the plan's card limit. */
export function useDuplicateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => answer(await request('POST', `${profileKey(id)}/duplicate`), import.meta.env.DEV && profileSchema),
    retry: false,
    onSuccess: (copy) => {
      queryClient.setQueryData([profileKey(copy.id)], copy);
      void queryClient.invalidateQueries({ queryKey: [PROFILES_KEY], exact: true });
    },
  });
}
