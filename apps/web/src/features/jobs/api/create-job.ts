import type { TJob, TJobFields } from '@labora/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putJobInCache } from './get-job';

export interface CreateJobInput {
  job: TJobFields;
  files: File[];
}

/** JSON when there are no files; otherwise multipart, the job as JSON in `job` and each file in `attachments`. */
export function createJob({ job, files }: CreateJobInput) {
  if (files.length === 0) return apiFetch<TJob>('/jobs', { method: 'POST', body: job });
  const form = new FormData();
  form.append('job', JSON.stringify(job));
  for (const file of files) form.append('attachments', file, file.name);
  return apiFetch<TJob>('/jobs', { method: 'POST', body: form });
}

/** The new job is cached for its page, and every job list is refetched to show it. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => putJobInCache(queryClient, job),
  });
}
