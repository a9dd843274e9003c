import { EXPERIENCE_LEVEL_LABELS } from '@labora/shared/job-labels';
import type { TPublicJob } from '@labora/shared/public-pages';
import { CalendarDays, GraduationCap, Laptop, MapPin, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CardsSkeleton } from '@/components/marketplace/cards-skeleton';
import { SkillChips } from '@/components/marketplace/chips';
import { PaymentGuaranteedBadge } from '@/components/marketplace/trust-badges';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-states';
import { hasErrorCode } from '@/lib/api-client';
import { formatBRL, formatDay, formatHourly } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicJob } from '../api/get-public-page';
import { PublicLayout, PublicNotFound, SignInToAct } from '../components/public-layout';

function amountOf(job: TPublicJob): { label: string; value: string } {
  if (job.projectType === 'hourly') {
    return { label: 'Valor por hora', value: job.hourlyRateCents === null ? '—' : formatHourly(job.hourlyRateCents) };
  }
  return { label: 'Orçamento', value: job.budgetCents === null ? '—' : formatBRL(job.budgetCents) };
}

function Fact({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-nevoa-600 text-sm">
        <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="pl-7 font-semibold text-nevoa-900">{children}</dd>
    </div>
  );
}

/** /job/{id} for a visitor without an account: the open job, and 'Enviar proposta' asks to sign in first. */
export function PublicJobPage() {
  const { id = '' } = useParams();
  const job = usePublicJob(id);
  useDocumentTitle(job.status === 'ready' ? job.data.title : 'Trabalho');
  return (
    <PublicLayout loading={job.status === 'loading'}>
      {job.status === 'loading' ? (
        <CardsSkeleton count={1} label="Carregando trabalho" />
      ) : job.status === 'error' ? (
        hasErrorCode(job.error, 'NOT_FOUND', 'BAD_REQUEST') ? (
          <PublicNotFound
            title="Trabalho não encontrado."
            text="Este trabalho não existe ou não recebe mais propostas. Entre para ver outros projetos abertos."
          />
        ) : (
          <LoadError
            title="Não foi possível carregar o trabalho."
            error={job.error}
            onRetry={job.retry}
            retrying={false}
          />
        )
      ) : (
        <JobView job={job.data} />
      )}
    </PublicLayout>
  );
}

function JobView({ job }: { job: TPublicJob }) {
  const amount = amountOf(job);
  const where = job.remote ? 'Remoto' : job.location || 'A combinar';
  return (
    <article className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        <header>
          <p className="font-semibold text-brand-700 text-sm">{job.category}</p>
          <h1 className="mt-1 text-balance break-words font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">
            {job.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-nevoa-700">
            <span>
              Publicado por <strong className="text-nevoa-900">{job.client.firstName}</strong>
              {job.client.city && <> · {job.client.city}</>}
            </span>
            {job.client.paymentGuaranteed && <PaymentGuaranteedBadge />}
          </p>
        </header>
        <Card className="space-y-6 p-5 shadow-sm sm:p-8">
          <section>
            <h2 className="font-bold text-lg text-nevoa-950">Descrição</h2>
            <p className="mt-3 whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">
              {job.description}
            </p>
          </section>
          {job.skills.length > 0 && (
            <section className="border-nevoa-200 border-t pt-6">
              <h2 className="font-bold text-lg text-nevoa-950">Habilidades</h2>
              <SkillChips skills={job.skills} className="mt-3" />
            </section>
          )}
        </Card>
      </div>
      <aside aria-label="Resumo do trabalho" className="space-y-4">
        <Card className="p-5 shadow-sm">
          <p className="text-nevoa-600 text-sm">{amount.label}</p>
          <p className="font-extrabold text-2xl text-nevoa-950">{amount.value}</p>
          <dl className="mt-5 space-y-4">
            <Fact icon={GraduationCap} label="Experiência">
              {EXPERIENCE_LEVEL_LABELS[job.experienceLevel]}
            </Fact>
            <Fact icon={job.remote ? Laptop : MapPin} label="Local">
              {where}
            </Fact>
            <Fact icon={CalendarDays} label="Prazo de entrega">
              {formatDay(job.deliveryDeadline)}
            </Fact>
          </dl>
          <div className="mt-6">
            <SignInToAct fullWidth>
              <Send aria-hidden className="size-4" />
              Enviar proposta
            </SignInToAct>
            <p className="mt-2 text-center text-nevoa-600 text-sm">Entre ou crie sua conta para enviar uma proposta.</p>
          </div>
        </Card>
      </aside>
    </article>
  );
}
