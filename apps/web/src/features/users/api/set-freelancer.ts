import type { TSetFreelancerRequest, TSetFreelancerResponse } from '@labora/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

interface SetFreelancerVariables extends TSetFreelancerRequest {
  userId: string;
}

export function setFreelancer({ userId, isFreelancer }: SetFreelancerVariables) {
  return apiFetch<TSetFreelancerResponse>(`/usuarios/${encodeURIComponent(userId)}/isFreelancer`, {
    method: 'PUT',
    body: { isFreelancer } satisfies TSetFreelancerRequest,
  });
}

/** Keeps the session user in step with the server's answer. */
export function useSetFreelancer() {
  return useMutation({
    mutationFn: setFreelancer,
    onSuccess: ({ user }) => updateSessionUser(user),
  });
}
