import { formatBRL } from '@labora/shared/money';
import type { TTimesheet } from '@labora/shared/timesheets';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { StatusPill } from '@/components/ui/status-pill';
import { formatDay } from '@/lib/format';
import { useTimesheet } from '../api/timesheet';
import { hours, weekRange } from '../lib/labels';
import { FundWeeksForm } from './fund-weeks-form';
import { StatementCard } from './statement-card';

const DAYS_SHOWN = 14;

/**
 * 'Horas registradas' of an hourly contract, to both sides: what is funded, the week under way, the hours per week
 * and per day (manual ones marked), and the weekly statements with 'Aprovar' and 'Perguntar' for the client.
 */
export function TimesheetSection({
  contract,
}: {
  contract: { id: string; status: string; disputeId: string | null; fundedAt: string | null };
}) {
  const headingId = useId();
  const sheet = useTimesheet(contract.id);
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-nevoa-950">
          <Clock aria-hidden className="size-5 text-brand-700" />
          Horas registradas
        </h2>
        {sheet.isPending ? (
          <p className="mt-4 text-nevoa-600 text-sm">Carregando as horas…</p>
        ) : sheet.isError ? (
          <p role="alert" className="mt-4 text-danger-700 text-sm">
            Não foi possível carregar as horas. Recarregue a página.
          </p>
        ) : (
          <TimesheetBody
            sheet={sheet.data}
            canApprove={contract.status === 'em_andamento' && !contract.disputeId}
            canFund={
              sheet.data.myRole === 'client' &&
              contract.fundedAt !== null &&
              !contract.disputeId &&
              (contract.status === 'aguardando_inicio' || contract.status === 'em_andamento')
            }
          />
        )}
      </Card>
    </section>
  );
}

function TimesheetBody({ sheet, canApprove, canFund }: { sheet: TTimesheet; canApprove: boolean; canFund: boolean }) {
  const fundedHours = sheet.rateCents > 0 ? Math.floor((sheet.availableCents * 60) / sheet.rateCents) : 0;
  const week = sheet.currentWeek;
  return (
    <div className="mt-4 space-y-6">
      <p className="text-pretty text-nevoa-700 text-sm">
        {formatBRL(sheet.rateCents)}/hora, até {sheet.weeklyLimitHours} h por semana. Cada semana (segunda a domingo,
        horário de Brasília) fecha em um extrato; o cliente aprova em até 5 dias, ou ele é aprovado automaticamente.
        Horas acima do limite ficam registradas, mas não são cobradas.
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="Pago ao contrato" value={formatBRL(sheet.fundedCents)} />
        <Figure label="Em custódia" value={formatBRL(sheet.escrowCents)} />
        <Figure label="Reservado para extratos" value={formatBRL(sheet.reservedCents)} />
        <Figure label="Disponível" value={formatBRL(sheet.availableCents)} hint={`cobre ${hours(fundedHours)}`} />
      </dl>
      {canFund && (
        <div className="rounded-xl border border-brand-200 bg-brand-50/50 p-4">
          <h3 className="mb-3 font-bold text-nevoa-950">Adicionar semanas</h3>
          <FundWeeksForm contractId={sheet.contractId} weekCostCents={sheet.weekCostCents} />
        </div>
      )}

      <div>
        <h3 className="font-bold text-nevoa-950">Esta semana</h3>
        <p className="mt-1 text-nevoa-700 text-sm">
          {hours(week.minutes)} registradas · {hours(week.billableMinutes)} a cobrar ({formatBRL(week.dueCents)})
          {week.overLimitMinutes > 0 && ` · ${hours(week.overLimitMinutes)} acima do limite, não cobradas`}
        </p>
      </div>

      <div>
        <h3 className="font-bold text-nevoa-950">Extratos semanais</h3>
        {sheet.statements.length === 0 ? (
          <p className="mt-1 text-nevoa-600 text-sm">Nenhuma semana fechada ainda.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {sheet.statements.map((statement) => (
              <StatementCard
                key={statement.id}
                contractId={sheet.contractId}
                statement={statement}
                myRole={sheet.myRole}
                canApprove={canApprove}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-bold text-nevoa-950">Por semana</h3>
          {sheet.weeks.length === 0 ? (
            <p className="mt-1 text-nevoa-600 text-sm">Nenhuma hora registrada ainda.</p>
          ) : (
            <ul className="mt-2 divide-y divide-nevoa-100 text-sm">
              {sheet.weeks.map((w) => (
                <li key={w.weekStart} className="flex justify-between gap-3 py-2">
                  <span>{weekRange(w.weekStart, addSixDays(w.weekStart))}</span>
                  <span className="text-right font-semibold tabular-nums">
                    {hours(w.minutes)}
                    {w.overLimitMinutes > 0 && (
                      <span className="block font-normal text-nevoa-600 text-xs">
                        {hours(w.overLimitMinutes)} acima do limite
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-bold text-nevoa-950">Por dia</h3>
          {sheet.days.length === 0 ? (
            <p className="mt-1 text-nevoa-600 text-sm">Nenhuma hora registrada ainda.</p>
          ) : (
            <ul className="mt-2 divide-y divide-nevoa-100 text-sm">
              {sheet.days.slice(0, DAYS_SHOWN).map((d) => (
                <li key={d.date} className="flex items-center justify-between gap-3 py-2">
                  <span>{formatDay(d.date, 'medium')}</span>
                  <span className="flex items-center gap-2 font-semibold tabular-nums">
                    {d.manualMinutes > 0 && (
                      <StatusPill tone="sol" srPrefix="Inclui entrada ">
                        Manual {hours(d.manualMinutes)}
                      </StatusPill>
                    )}
                    {hours(d.minutes)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {sheet.entries.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold text-brand-700 text-sm">Ver registros</summary>
          <ul className="mt-2 divide-y divide-nevoa-100 text-sm">
            {sheet.entries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {new Date(e.startedAt).toLocaleString('pt-BR', {
                    timeZone: 'America/Sao_Paulo',
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                  {e.endedAt === null && ' · em andamento'}
                  {e.note && <span className="block text-nevoa-600">{e.note}</span>}
                </span>
                <span className="flex items-center gap-2 font-semibold tabular-nums">
                  {e.manual && <StatusPill tone="sol">Manual</StatusPill>}
                  {hours(e.minutes)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-nevoa-50 p-3">
      <dt className="text-nevoa-600">{label}</dt>
      <dd className="font-bold text-nevoa-950 tabular-nums">{value}</dd>
      {hint && <dd className="text-nevoa-600 text-xs">{hint}</dd>}
    </div>
  );
}

function addSixDays(weekStart: string): string {
  return new Date(Date.parse(`${weekStart}T00:00:00.000Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
}
