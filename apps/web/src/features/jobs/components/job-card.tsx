import { EXPERIENCE_LEVEL_LABELS } from '@labora/shared/job-labels';
import type { TJobSummary } from '@labora/shared/jobs';
import { CalendarClock, Globe, MapPin, MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { SkillChips } from '@/components/marketplace/chips';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatTimeAgo, plural } from '@/lib/format';
import { cutDescription, jobAmountOf, PROJECT_TYPE_LABELS } from '../lib/format-job';

const CHIP = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-xs';

/** A project on the list: title, category, amount, description cut at 150 characters (SPEC §9), client. */
export function JobCard({ job }: { job: TJobSummary }) {
  const titleId = useId();
  const amount = jobAmountOf(job);
  return (
    <Card aria-labelledby={titleId} role="article" className="flex w-full flex-col p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h3 id={titleId} className="min-w-0 text-balance font-bold text-lg text-nevoa-950 leading-snug">
          {/* The title is where people click first (as on My Jobs); 'Ver Detalhes' stays for those who look for a button. */}
          <Link to={paths.job(job.id)} className="underline-offset-2 hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
        </h3>
        {amount && (
          <p className="shrink-0 sm:text-right">
            <span className="sr-only">{amount.label}: </span>
            <span className="whitespace-nowrap font-extrabold text-brand-800 text-lg">{amount.value}</span>
          </p>
        )}
      </div>

      <div className="mt-3 flex flex-wrap gap-1.5">
        <span className={`${CHIP} bg-sol-100 text-sol-800`}>{job.category}</span>
        <span className={`${CHIP} bg-nevoa-100 text-nevoa-700`}>{PROJECT_TYPE_LABELS[job.projectType]}</span>
        <span className={`${CHIP} bg-nevoa-100 text-nevoa-700`}>{EXPERIENCE_LEVEL_LABELS[job.experienceLevel]}</span>
        {job.remote ? (
          <span className={`${CHIP} bg-brand-50 text-brand-800`}>
            <Globe aria-hidden className="size-3.5" />
            Remoto
          </span>
        ) : (
          job.location && (
            <span className={`${CHIP} bg-nevoa-100 text-nevoa-700`}>
              <MapPin aria-hidden className="size-3.5" />
              {job.location}
            </span>
          )
        )}
      </div>

      <p className="mt-4 text-pretty break-words text-nevoa-700 text-sm leading-relaxed">
        {cutDescription(job.description)}
      </p>
      <SkillChips skills={job.skills} max={6} label="Habilidades pedidas" className="mt-4" />

      <div className="mt-auto flex flex-col gap-4 pt-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1.5 text-nevoa-600 text-sm">
          <p className="flex min-w-0 items-center gap-2">
            <Avatar name={job.client.name} url={job.client.avatarUrl} className="size-7 text-xs" />
            <span className="sr-only">Cliente: </span>
            <span className="truncate font-semibold text-nevoa-800">{job.client.name}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="inline-flex items-center gap-1">
              <MessageSquareText aria-hidden className="size-4 text-nevoa-500" />
              {plural(job.proposalCount, 'proposta', 'propostas')}
            </span>
            <span className="inline-flex items-center gap-1">
              <CalendarClock aria-hidden className="size-4 text-nevoa-500" />
              <time dateTime={job.createdAt}>{`Publicado ${formatTimeAgo(job.createdAt)}`}</time>
            </span>
          </p>
        </div>
        <ButtonLink to={paths.job(job.id)} variant="secondary" size="md" className="w-full sm:w-auto">
          Ver Detalhes<span className="sr-only"> de {job.title}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
