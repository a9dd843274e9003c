import type { TTimeEntry } from '@labora/shared/time-tracking';
import { formatClock, TIME_TRACKING_LIMITS, TIME_TRACKING_MESSAGES } from '@labora/shared/time-tracking-rules';
import { AlertTriangle, Pause, Play, Plus, RotateCcw } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/components/ui/deferred-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { deferredComponent } from '@/lib/deferred-component';
import { useTrackerState } from '../api/get-tracker-state';
import { useMoveTracker } from '../api/tracker-moves';
import { useTrackerClock } from '../hooks/use-tracker-clock';
import { saoPauloClock, saoPauloToday } from '../lib/sao-paulo-time';
import { TimeEntriesList } from './time-entries-list';

// The form (react-hook-form, zod, Radix's dialog) loads when first opened: the dashboard paints without it.
const ManualEntryDialog = deferredComponent(async () => (await import('./manual-entry-dialog')).ManualEntryDialog);

const GENERAL = '';

/**
 * The freelancer dashboard's time tracker (SPEC: HH:MM:SS, start or pause, reset). The running entry lives on the
 * server; the clock here is derived from it, so a reload, another tab or a closed laptop neither loses nor doubles
 * time. 'Zerar' starts a new session of the clock and deletes no recorded hour.
 */
export function TimeTracker() {
  const tracker = useTrackerState();
  const move = useMoveTracker();
  const seconds = useTrackerClock(tracker.data, tracker.dataUpdatedAt);
  const [target, setTarget] = useState(GENERAL);
  const [dialog, setDialog] = useState<{ entry: TTimeEntry | null } | null>(null);
  const manualOpened = useOpenedOnce(dialog !== null);

  const state = tracker.data;
  const running = state?.running ?? null;
  const contracts = state?.contracts ?? [];
  // A contract that ended while its clock ran is no longer offered, but the select still shows what runs.
  const options =
    running?.contractId && !contracts.some((c) => c.id === running.contractId)
      ? [...contracts, { id: running.contractId, title: running.contractTitle ?? 'Contrato', clientName: '' }]
      : contracts;
  // While running, the select shows what runs; a choice switches the clock to it at once.
  const chosen = running ? (running.contractId ?? GENERAL) : contracts.some((c) => c.id === target) ? target : GENERAL;
  const moveError = move.error
    ? errorMessage(move.error, {
        fallback: 'Não foi possível atualizar o cronômetro. Tente novamente.',
        network: 'Erro de conexão. Verifique sua internet e tente novamente.',
      })
    : null;

  const choose = (value: string) => {
    setTarget(value);
    if (running) move.mutate({ kind: 'start', contractId: value || null });
  };

  return (
    <section aria-labelledby="time-tracker-title" className="rounded-2xl border border-nevoa-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="time-tracker-title" className="font-bold text-lg text-nevoa-950">
          Controle de Tempo
        </h2>
        <Button variant="secondary" size="md" onClick={() => setDialog({ entry: null })} disabled={!state}>
          <Plus aria-hidden className="size-4" />
          Adicionar registro manual
        </Button>
      </div>

      {tracker.isPending ? (
        <div aria-busy="true" className="mt-6 space-y-3">
          <span className="sr-only">Carregando o cronômetro…</span>
          <div className={`${SKELETON_BAR} h-16 w-64`} />
          <div className={`${SKELETON_BAR} h-12`} />
        </div>
      ) : tracker.isError ? (
        <LoadError
          className="mt-6"
          title="Não foi possível carregar o cronômetro."
          error={tracker.error}
          onRetry={() => void tracker.refetch()}
          retrying={tracker.isRefetching}
        />
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div>
            <p
              role="timer"
              aria-label="Tempo da sessão"
              className="font-extrabold text-5xl text-nevoa-950 tabular-nums tracking-tight sm:text-6xl"
            >
              {formatClock(seconds)}
            </p>
            <p className="mt-1 text-nevoa-600 text-sm" aria-live="polite">
              {running
                ? `Registrando em ${running.contractTitle ?? 'Tempo geral'} desde ${saoPauloClock(running.startedAt)}.`
                : 'Pausado.'}
            </p>
            {running?.longRunning && (
              <p className="mt-3 flex gap-2 rounded-xl bg-sol-50 p-3 text-sm text-sol-900" role="status">
                <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  O cronômetro está rodando há mais de {TIME_TRACKING_LIMITS.longRunningHours} horas. Esqueceu de
                  pausar? Pause e corrija o registro; um registro conta no máximo {TIME_TRACKING_LIMITS.maxEntryHours}{' '}
                  horas.
                </span>
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              {running ? (
                <Button
                  size="md"
                  aria-label="Pausar cronômetro"
                  loading={move.isPending}
                  onClick={() => move.mutate({ kind: 'pause' })}
                >
                  {!move.isPending && <Pause aria-hidden className="size-4" />}
                  Pausar
                </Button>
              ) : (
                <Button
                  size="md"
                  aria-label="Iniciar cronômetro"
                  loading={move.isPending}
                  onClick={() => move.mutate({ kind: 'start', contractId: chosen || null })}
                >
                  {!move.isPending && <Play aria-hidden className="size-4" />}
                  Iniciar
                </Button>
              )}
              <Button
                variant="secondary"
                size="md"
                aria-label="Zerar cronômetro"
                aria-describedby="time-tracker-reset-hint"
                disabled={move.isPending}
                onClick={() => move.mutate({ kind: 'reset' })}
              >
                <RotateCcw aria-hidden className="size-4" />
                Zerar
              </Button>
            </div>
            <p id="time-tracker-reset-hint" className="mt-2 text-nevoa-600 text-sm">
              {TIME_TRACKING_MESSAGES.resetExplained}
            </p>
            <div className="mt-3">
              <FormAlert message={moveError} />
            </div>
          </div>
          <SelectField
            label="Registrar em"
            hint="Um contrato seu em andamento, ou tempo geral."
            value={chosen}
            disabled={move.isPending}
            onChange={(event) => choose(event.target.value)}
          >
            <option value={GENERAL}>Tempo geral</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.clientName ? `${c.title} — ${c.clientName}` : c.title}
              </option>
            ))}
          </SelectField>
        </div>
      )}

      <h3 className="mt-8 font-bold text-nevoa-950">Registros recentes</h3>
      <div className="mt-3">
        <TimeEntriesList onCorrect={(entry) => setDialog({ entry })} />
      </div>

      {manualOpened && (
        <Suspense fallback={null}>
          <ManualEntryDialog
            open={dialog !== null}
            onOpenChange={(open) => !open && setDialog(null)}
            entry={dialog?.entry ?? null}
            contracts={contracts}
            today={saoPauloToday()}
          />
        </Suspense>
      )}
    </section>
  );
}
