import type { TJobStatus } from '@labora/shared/jobs';

/** 'Meus trabalhos publicados' filter: its value in the address (?status=abertos) and the API's status. */
export const MY_JOBS_FILTERS = [
  { param: 'todos', status: '', label: 'Todos' },
  { param: 'abertos', status: 'open', label: 'Abertos' },
  { param: 'encerrados', status: 'closed', label: 'Encerrados' },
] as const satisfies readonly [
  { param: string; status: TJobStatus | ''; label: string },
  ...{ param: string; status: TJobStatus | ''; label: string }[],
];

export type MyJobsFilter = (typeof MY_JOBS_FILTERS)[number]['param'];
