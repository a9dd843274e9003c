import type { TJob, TJobFields, TJobStatus } from '@labora/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putJobInCache } from './get-job';

export function updateJob({ id, job }: { id: string; job: TJobFields }) {
  return apiFetch<TJob>(`/jobs/${encodeURIComponent(id)}`, { method: 'PUT', body: job });
}

export function setJobStatus({ id, status }: { id: string; status: TJobStatus }) {
  return apiFetch<TJob>(`/jobs/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });
}

function useJobChange<TArgs>(mutationFn: (args: TArgs) => Promise<TJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (job) => putJobInCache(queryClient, job),
  });
}

/** The owner edits the job (PUT /api/jobs/:id); its attachments stay as they are. */
export function useUpdateJob() {
  return useJobChange(updateJob);
}

/** The owner closes the job to proposals ('Encerrar') or opens it again ('Reabrir'). */
export function useSetJobStatus() {
  return useJobChange(setJobStatus);
}
