import { formatBRL } from '@labora/shared/money';
import { TIMESHEET_LIMITS, type TStatement } from '@labora/shared/timesheets';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useApproveStatement, useDiscussStatement } from '../api/timesheet';
import {
  hours,
  STATEMENT_TONES,
  statementStatusLabel,
  TIMESHEET_FAILED,
  TIMESHEET_NETWORK,
  weekRange,
} from '../lib/labels';

const messages = { fallback: TIMESHEET_FAILED, network: TIMESHEET_NETWORK };

/**
 * One week's statement: its hours (billed, over the limit), what it bills and what the escrow did not cover; the
 * client's 'Aprovar' and 'Perguntar', the freelancer's answer, and when it approves itself.
 */
export function StatementCard({
  contractId,
  statement,
  myRole,
  canApprove,
}: {
  contractId: string;
  statement: TStatement;
  myRole: 'client' | 'freelancer';
  canApprove: boolean;
}) {
  const headingId = useId();
  const approve = useApproveStatement(contractId);
  const keys = useIdempotencyKey();
  const pending = statement.status === 'pending';

  const onApprove = () => {
    void keys
      .send({ statementId: statement.id }, (idempotencyKey) =>
        approve.mutateAsync({ statementId: statement.id, idempotencyKey }),
      )
      .then(({ message }) => toast.success(message))
      .catch((error) => toast.error(errorMessage(error, messages)));
  };

  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-nevoa-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-bold text-nevoa-950">
          Semana de {weekRange(statement.weekStart, statement.weekEnd)}
        </h4>
        <StatusPill tone={STATEMENT_TONES[statement.status]} srPrefix="Status: ">
          {statementStatusLabel(statement)}
        </StatusPill>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label="Horas registradas" value={hours(statement.minutes)} />
        <Fact label="Horas cobradas" value={hours(statement.billableMinutes)} />
        <Fact label="Valor" value={formatBRL(statement.amountCents)} strong />
        <Fact label="Valor por hora" value={`${formatBRL(statement.rateCents)}/hora`} />
      </dl>
      {statement.overLimitMinutes > 0 && (
        <p className="mt-2 text-nevoa-700 text-sm">
          {hours(statement.overLimitMinutes)} acima do limite semanal: registradas, não cobradas.
        </p>
      )}
      {statement.unfundedCents > 0 && (
        <p className="mt-2 text-danger-700 text-sm">
          {formatBRL(statement.unfundedCents)} sem fundos no contrato quando a semana fechou: não cobrados.
        </p>
      )}
      {pending && statement.autoApproveAt && (
        <p className="mt-2 text-nevoa-600 text-sm">
          Aprovado automaticamente em {formatDateTime(statement.autoApproveAt)}, se o cliente não aprovar antes.
        </p>
      )}
      {statement.question && (
        <div className="mt-3 space-y-2 rounded-lg bg-nevoa-50 p-3 text-sm">
          <p>
            <span className="font-semibold text-nevoa-900">Pergunta do cliente: </span>
            {statement.question}
          </p>
          {statement.answer && (
            <p>
              <span className="font-semibold text-nevoa-900">Resposta do freelancer: </span>
              {statement.answer}
            </p>
          )}
        </div>
      )}
      {pending && myRole === 'client' && canApprove && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="md" loading={approve.isPending} onClick={onApprove}>
            Aprovar {formatBRL(statement.amountCents)}
          </Button>
          <MessageForm contractId={contractId} statementId={statement.id} step="question" />
        </div>
      )}
      {pending && myRole === 'freelancer' && statement.question && !statement.answer && (
        <div className="mt-4">
          <MessageForm contractId={contractId} statementId={statement.id} step="answer" />
        </div>
      )}
    </li>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-nevoa-600">{label}</dt>
      <dd className={strong ? 'font-bold text-nevoa-950' : 'font-semibold text-nevoa-900'}>{value}</dd>
    </div>
  );
}

/** 'Perguntar' (a question does not stop the automatic approval) or 'Responder'. */
function MessageForm({
  contractId,
  statementId,
  step,
}: {
  contractId: string;
  statementId: string;
  step: 'question' | 'answer';
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const discuss = useDiscussStatement(contractId, step);
  const label = step === 'question' ? 'Perguntar' : 'Responder';
  if (!open) {
    return (
      <Button size="md" variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  return (
    <form
      className="w-full space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!message.trim()) {
          setError('Escreva a sua mensagem.');
          return;
        }
        discuss.mutate(
          { statementId, message },
          {
            onSuccess: ({ message: done }) => {
              toast.success(done);
              setOpen(false);
              setMessage('');
            },
            onError: (failure) => setError(errorMessage(failure, messages)),
          },
        );
      }}
    >
      <TextareaField
        label={step === 'question' ? 'Sua pergunta sobre esta semana' : 'Sua resposta ao cliente'}
        hint={step === 'question' ? 'A pergunta não adia a aprovação automática.' : undefined}
        value={message}
        maxLength={TIMESHEET_LIMITS.messageMaxLength}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(undefined);
        }}
        error={error}
        rows={3}
      />
      <div className="flex gap-2">
        <Button type="submit" size="md" loading={discuss.isPending}>
          Enviar
        </Button>
        <Button type="button" size="md" variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
