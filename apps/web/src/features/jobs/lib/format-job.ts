import type { TJobSummary } from '@labora/shared/jobs';
import { formatBRL } from '@labora/shared/money';
import { formatHourly } from '@/lib/format';

type JobAmountFields = Pick<TJobSummary, 'projectType' | 'budgetCents' | 'hourlyRateCents'>;

export const PROJECT_TYPE_LABELS = { fixed: 'Preço fixo', hourly: 'Por hora' } as const;

/** 'R$ 1.500,00' for a fixed price, 'R$ 80,00/hora' for an hourly rate; '—' when the job has none. */
export function formatJobAmount(job: JobAmountFields): string {
  if (job.projectType === 'hourly') return job.hourlyRateCents === null ? '—' : formatHourly(job.hourlyRateCents);
  return job.budgetCents === null ? '—' : formatBRL(job.budgetCents);
}

/** A job's amount on a list, with what it is (read out before it); null when the job has none. */
export function jobAmountOf(job: JobAmountFields): { label: string; value: string } | null {
  if (job.projectType === 'hourly' && job.hourlyRateCents !== null) {
    return { label: 'Valor por hora', value: formatHourly(job.hourlyRateCents) };
  }
  if (job.budgetCents !== null) return { label: 'Orçamento', value: formatBRL(job.budgetCents) };
  return null;
}

/** SPEC §9: job descriptions in a list are cut at 150 characters. */
const DESCRIPTION_CUT = 150;

/** SPEC §9: the first 150 characters and '...'; counted in code points so an emoji is never split. */
export function cutDescription(text: string): string {
  const chars = Array.from(text);
  return chars.length > DESCRIPTION_CUT ? `${chars.slice(0, DESCRIPTION_CUT).join('')}...` : text;
}
