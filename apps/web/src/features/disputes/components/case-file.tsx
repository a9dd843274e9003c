import type { TDisputeCaseFile } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { formatDateTime, formatDay, plural } from '@/lib/format';
import { useCaseFile } from '../api/get-case-file';
import { DisputeFiles } from './dispute-files';

/** The case file: everything a moderator weighs, in one place (scope, terms, history, deliveries, chat, hours). */
export function CaseFile({ disputeId }: { disputeId: string }) {
  const caseFile = useCaseFile(disputeId);
  if (caseFile.isPending) {
    return (
      <Part title="Autos do caso">
        <RowsSkeleton rows={4} label="Carregando os autos do caso" />
      </Part>
    );
  }
  if (caseFile.isError) {
    return (
      <SectionLoadError
        title="Não foi possível carregar os autos do caso."
        error={caseFile.error}
        onRetry={() => void caseFile.refetch()}
        retrying={caseFile.isFetching}
      />
    );
  }
  return <CaseFileView disputeId={disputeId} caseFile={caseFile.data} />;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          {title}
        </h2>
        <div className="mt-3 space-y-3 text-sm">{children}</div>
      </Card>
    </section>
  );
}

const SCROLLING_LIST = 'max-h-96 space-y-2 overflow-y-auto rounded-xl bg-nevoa-50 p-3';
const LONG_TEXT = 'whitespace-pre-line text-pretty text-nevoa-800 [overflow-wrap:anywhere]';

export function CaseFileView({ disputeId, caseFile }: { disputeId: string; caseFile: TDisputeCaseFile }) {
  const { job, proposal, gig, contract, history, deliveries, messages, timeEntries } = caseFile;
  return (
    <div className="space-y-6">
      <Part title="Escopo combinado">
        {job && (
          <div>
            <h3 className="font-semibold text-nevoa-950">Trabalho: {job.title}</h3>
            <p className={LONG_TEXT}>{job.description}</p>
          </div>
        )}
        {proposal && (
          <div>
            <h3 className="font-semibold text-nevoa-950">
              Proposta aceita: {formatBRL(proposal.amountCents)}
              {proposal.deliveryDays !== null && ` em ${plural(proposal.deliveryDays, 'dia', 'dias')}`}
            </h3>
            <p className={LONG_TEXT}>{proposal.coverLetter}</p>
          </div>
        )}
        {gig && (
          <div>
            <h3 className="font-semibold text-nevoa-950">Serviço contratado: {gig.title}</h3>
            <p className={LONG_TEXT}>{gig.description}</p>
          </div>
        )}
        {!job && !proposal && !gig && <p className="text-nevoa-600">Sem trabalho, proposta ou serviço registrados.</p>}
      </Part>

      <Part title="Termos do contrato">
        <h3 className="font-semibold text-nevoa-950">{contract.title}</h3>
        <dl className="grid gap-2 sm:grid-cols-3">
          <div>
            <dt className="text-nevoa-600">Valor</dt>
            <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(contract.valueCents)}</dd>
          </div>
          <div>
            <dt className="text-nevoa-600">Início</dt>
            <dd className="font-semibold text-nevoa-900">
              {contract.startDate ? formatDay(contract.startDate, 'short') : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-nevoa-600">Prazo</dt>
            <dd className="font-semibold text-nevoa-900">{formatDay(contract.endDate, 'short')}</dd>
          </div>
        </dl>
        {contract.description && <p className={LONG_TEXT}>{contract.description}</p>}
      </Part>

      <Part title="Histórico do contrato">
        {history.length === 0 ? (
          <p className="text-nevoa-600">Nenhum evento registrado.</p>
        ) : (
          <ol className="space-y-1.5">
            {history.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: events carry no id here; the list is read-only and in order.
              <li key={index}>
                <span className="text-nevoa-600 tabular-nums">{formatDateTime(event.at)}</span> · {event.label}
                {event.actorName && <span className="text-nevoa-600"> ({event.actorName})</span>}
              </li>
            ))}
          </ol>
        )}
      </Part>

      <Part title="Entregas">
        {deliveries.length === 0 ? (
          <p className="text-nevoa-600">Nenhuma entrega.</p>
        ) : (
          <ol className="space-y-4">
            {deliveries.map((delivery, index) => (
              <li key={delivery.id} className="space-y-2">
                <p className="font-semibold text-nevoa-950">
                  Entrega {index + 1} · {formatDateTime(delivery.createdAt)}
                </p>
                <p className={LONG_TEXT}>{delivery.message}</p>
                {delivery.answer && (
                  <p className="text-nevoa-700">
                    <span className="font-semibold">Resposta do cliente:</span> {delivery.answer}
                  </p>
                )}
                <DisputeFiles disputeId={disputeId} files={delivery.files} />
              </li>
            ))}
          </ol>
        )}
      </Part>

      <Part title="Conversa do contrato">
        {messages.length === 0 ? (
          <p className="text-nevoa-600">Nenhuma mensagem.</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard.
          <ol tabIndex={0} aria-label="Mensagens" className={SCROLLING_LIST}>
            {messages.map((message) => (
              <li key={message.id}>
                <p className="text-nevoa-600 text-xs">
                  {message.senderName} · {formatDateTime(message.at)}
                </p>
                <p className={LONG_TEXT}>{message.text}</p>
              </li>
            ))}
          </ol>
        )}
      </Part>

      {timeEntries.length > 0 && (
        <Part title="Horas registradas">
          <ul className="space-y-1">
            {timeEntries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: time entries carry no id here.
              <li key={index}>
                {formatDay(entry.day, 'short')} · {plural(entry.minutes, 'minuto', 'minutos')}
                {entry.note && ` · ${entry.note}`}
              </li>
            ))}
          </ul>
        </Part>
      )}
    </div>
  );
}
