import type { TAvatarResponse } from '@labora/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';
import { patchCachedProfile } from './get-profile';

/** SPEC §7: multipart with the file in `profilePicture`. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('profilePicture', file);
  return apiFetch<TAvatarResponse>('/users/profile/picture', { method: 'PUT', body });
}

export function removeAvatar() {
  return apiFetch<TAvatarResponse>('/users/profile/picture', { method: 'DELETE' });
}

/** Upload or removal: the new address (already cache-busted by the server) goes to the profile and the session. */
function useAvatarMutation<TArgs>(mutationFn: (args: TArgs) => Promise<TAvatarResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ avatar_url }) => {
      patchCachedProfile(queryClient, { avatar_url });
      updateSessionUser({ avatar_url });
    },
  });
}

export function useUploadAvatar() {
  return useAvatarMutation(uploadAvatar);
}

export function useRemoveAvatar() {
  return useAvatarMutation(removeAvatar);
}
