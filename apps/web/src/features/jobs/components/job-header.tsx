import type { TJob } from '@labora/shared/jobs';
import type { ReactNode, Ref } from 'react';
import { Chip } from '@/components/marketplace/chips';
import { Card } from '@/components/ui/card';
import { formatInstant, plural } from '@/lib/format';
import { JobStatusBadge } from './job-status-badge';

interface JobHeaderProps {
  job: TJob;
  /** The owner's buttons (see OwnerActions). */
  actions?: ReactNode;
  /** The title, focusable so it can take the focus back after an edit. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The top of the job page: category, status, title, when it was published and how many proposals it has. */
export function JobHeader({ job, actions, titleRef }: JobHeaderProps) {
  return (
    <Card className="p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Chip>{job.category}</Chip>
            <JobStatusBadge status={job.status} />
          </div>
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="mt-3 text-balance break-words font-extrabold text-2xl text-nevoa-950 tracking-tight outline-none sm:text-3xl"
          >
            {job.title}
          </h1>
          <p className="mt-2 text-nevoa-600 text-sm">
            Publicado em {formatInstant(job.createdAt, 'long')} ·{' '}
            <span className="whitespace-nowrap">{plural(job.proposalCount, 'proposta', 'propostas')}</span>
          </p>
        </div>
        {actions}
      </div>
    </Card>
  );
}
