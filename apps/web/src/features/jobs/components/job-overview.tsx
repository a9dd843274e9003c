import { EXPERIENCE_LEVEL_LABELS } from '@labora/shared/job-labels';
import type { TJob } from '@labora/shared/jobs';
import { CalendarDays, Clock, GraduationCap, Languages, Laptop, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Chip } from '@/components/marketplace/chips';
import { PaymentGuaranteedBadge } from '@/components/marketplace/trust-badges';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { formatDay, formatRating, plural } from '@/lib/format';
import { formatJobAmount, PROJECT_TYPE_LABELS } from '../lib/format-job';
import { AttachmentList } from './attachment-list';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-nevoa-200 border-t pt-6 first:border-t-0 first:pt-0">
      <h2 className="font-bold text-lg text-nevoa-950">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-nevoa-600 text-sm">{children}</p>;
}

/** What the client wrote: description, requirements, skills and files. */
export function JobBody({ job }: { job: TJob }) {
  return (
    <Card className="space-y-6 p-5 shadow-sm sm:p-8">
      <Block title="Descrição">
        <p className="whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">{job.description}</p>
      </Block>
      <Block title="Requisitos">
        {job.requirements ? (
          <p className="whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">
            {job.requirements}
          </p>
        ) : (
          <Empty>Nenhum requisito informado.</Empty>
        )}
      </Block>
      <Block title="Habilidades">
        {job.skills.length > 0 ? (
          <ul aria-label="Habilidades" className="flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill} className="max-w-full">
                <Chip className="border-brand-200 bg-brand-50 text-brand-800">{skill}</Chip>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>Nenhuma habilidade informada.</Empty>
        )}
      </Block>
      <Block title="Anexos">
        {job.attachments.length > 0 ? <AttachmentList job={job} /> : <Empty>Nenhum anexo.</Empty>}
      </Block>
    </Card>
  );
}

function Fact({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    // A grid, not a wrapper div: a <dl> allows one <div> level around its <dt>/<dd> (axe definition-list).
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3">
      <Icon aria-hidden className="row-span-2 mt-0.5 size-5 shrink-0 text-brand-700" />
      <dt className="min-w-0 text-nevoa-600 text-sm">{label}</dt>
      <dd className="min-w-0 break-words font-semibold text-nevoa-900">{children}</dd>
    </div>
  );
}

/** The amount, the terms and the client, beside the text on a wide screen and under it on a phone. */
export function JobFacts({ job }: { job: TJob }) {
  return (
    <div className="space-y-6">
      <Card className="p-5 shadow-sm sm:p-6">
        <p className="font-semibold text-nevoa-600 text-sm">
          {job.projectType === 'fixed' ? 'Orçamento' : 'Valor por hora'}
        </p>
        <p className="mt-1 font-extrabold text-3xl text-brand-800 tracking-tight">{formatJobAmount(job)}</p>
        <p className="mt-1 text-nevoa-600 text-sm">{PROJECT_TYPE_LABELS[job.projectType]}</p>
        <dl className="mt-6 space-y-4 border-nevoa-200 border-t pt-6">
          <Fact icon={GraduationCap} label="Nível de experiência">
            {EXPERIENCE_LEVEL_LABELS[job.experienceLevel]}
          </Fact>
          <Fact icon={Clock} label="Duração estimada">
            {job.duration}
          </Fact>
          <Fact icon={CalendarDays} label="Prazo de entrega">
            {formatDay(job.deliveryDeadline, 'long')}
          </Fact>
          <Fact icon={MapPin} label="Localização">
            {job.location || 'Não informada'}
          </Fact>
          <Fact icon={Laptop} label="Trabalho remoto">
            {job.remote ? 'Sim' : 'Não'}
          </Fact>
          <Fact icon={Languages} label="Idiomas preferidos">
            {job.preferredLanguages || 'Não informados'}
          </Fact>
          <Fact icon={Users} label="Propostas">
            {plural(job.proposalCount, 'proposta', 'propostas')}
          </Fact>
        </dl>
      </Card>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 className="font-semibold text-nevoa-600 text-sm">Cliente</h2>
        <div className="mt-3 flex items-center gap-3">
          <Avatar name={job.client.name} url={job.client.avatarUrl} />
          <div className="min-w-0">
            <p className="truncate font-bold text-nevoa-950">{job.client.name}</p>
            <ClientRating rating={job.client.rating} reviewCount={job.client.reviewCount} />
          </div>
        </div>
        <ClientPayments paidContracts={job.clientPaidContracts} />
      </Card>
    </div>
  );
}

/**
 * What the client paid on Labora: 'N contratos pagos' (escrows funded), and 'Pagamento garantido' once there is
 * one, so a freelancer can tell a client who already put money on the table.
 */
export function ClientPayments({ paidContracts }: { paidContracts: number }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 border-nevoa-200 border-t pt-4">
      {paidContracts > 0 && <PaymentGuaranteedBadge />}
      <p className="text-nevoa-700 text-sm">
        {paidContracts > 0 ? plural(paidContracts, 'contrato pago', 'contratos pagos') : 'Nenhum contrato pago ainda'}
      </p>
    </div>
  );
}

/** '★ 4,8 · 12 avaliações' (the star in the sun colour, read out as "Nota"), or 'Sem avaliações'. */
function ClientRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null || reviewCount === 0) return <p className="text-nevoa-600 text-sm">Sem avaliações</p>;
  return (
    <p className="text-nevoa-700 text-sm">
      <span aria-hidden className="text-sol-500">
        ★
      </span>{' '}
      <span className="sr-only">Nota </span>
      <span className="font-semibold text-nevoa-900">{formatRating(rating)}</span> ·{' '}
      {plural(reviewCount, 'avaliação', 'avaliações')}
    </p>
  );
}
