import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '../../../../api/contract/profiles';
import { request } from '../../../lib/api';
import { profileKey } from './get-profile';
import { PROFILES_KEY } from './get-profiles';

/** What the editor saves: a new card (no id) or a stored one with the version it started from. */
export type SaveProfileVariables = { id?: undefined; input: ProfileInput } | { id: number; input: ProfileInput; version: number };

/** Creates (POST /api/profiles) or saves (PUT /api/profiles/{id}) a card; the saved card lands in its query. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: SaveProfileVariables) =>
      (variables.id === undefined
        ? await request('POST', PROFILES_KEY, variables.input)
        : await request('PUT', profileKey(variables.id), { ...variables.input, version: variables.version })) as Profile,
    // A save is not idempotent (a retried create makes two cards); the owner retries with the button.
    retry: false,
    onSuccess: (saved) => {
      queryClient.setQueryData([profileKey(saved.id)], saved);
      void queryClient.invalidateQueries({ queryKey: [PROFILES_KEY], exact: true });
    },
  });
}
