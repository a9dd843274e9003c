import type { TSessionUser } from '@labora/shared/auth';
import type { TProfile, TUpdateProfileRequest } from '@labora/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';
import { profileQueryOptions } from './get-profile';

export interface UpdateProfileResponse {
  message: string;
  profile: TProfile;
  user: TSessionUser;
}

export function updateProfile(body: TUpdateProfileRequest) {
  return apiFetch<UpdateProfileResponse>('/users/profile', { method: 'PUT', body });
}

/** The saved profile replaces the cached one, and the side menu's name and e-mail follow at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile, user }) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      updateSessionUser(user);
    },
  });
}
