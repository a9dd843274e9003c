import { zodResolver } from '@hookform/resolvers/zod';
import {
  GOAL_LIMITS,
  GOAL_METRIC_LABELS,
  GOAL_METRICS,
  GOALS_MESSAGES,
  MONEY_GOAL_METRICS,
  type TGoal,
  ZGoalInput,
} from '@labora/shared/goals';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CountField } from '@/components/ui/count-field';
import { Dialog, DialogContent, DialogFormActions, DialogHeading } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { MoneyField } from '@/components/ui/money-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useSaveGoal } from '../api/save-goal';

const FAILED = 'Não foi possível salvar a meta. Tente novamente.';

interface GoalFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The goal edited; null for a new one. */
  goal: TGoal | null;
}

type Values = Omit<z.input<typeof ZGoalInput>, 'target' | 'progress'> & {
  target: number | null;
  progress: number | null;
};

export function GoalFormDialog({ open, onOpenChange, goal }: GoalFormDialogProps) {
  const save = useSaveGoal();
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeading
          title={goal ? 'Editar meta' : 'Nova meta'}
          description="Escolha um alvo. Ligada a um número da Labora (ganhos, contratos, avaliações), a meta avança sozinha; manual, você atualiza o progresso."
        />
        <GoalForm key={goal?.id ?? 'new'} goal={goal} save={save} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function GoalForm({
  goal,
  save,
  onDone,
}: {
  goal: TGoal | null;
  save: ReturnType<typeof useSaveGoal>;
  onDone: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof ZGoalInput>>({
    // The boxes hold null while empty (MoneyField's way); the schema refuses it with its own message.
    resolver: zodResolver(ZGoalInput) as never,
    defaultValues: goal
      ? {
          title: goal.title,
          metric: goal.metric,
          target: goal.target,
          progress: goal.metric === 'manual' ? goal.progress : 0,
        }
      : { title: '', metric: 'manual', target: null, progress: 0 },
  });
  const metric = watch('metric');
  const money = MONEY_GOAL_METRICS.includes(metric);

  const submit = handleSubmit((body) => {
    save.mutate(
      { id: goal?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(goal ? GOALS_MESSAGES.updated : GOALS_MESSAGES.created);
          onDone();
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      <TextField
        label="Título"
        placeholder="Ex.: Fechar 3 contratos neste mês"
        maxLength={GOAL_LIMITS.titleMaxLength}
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField label="O que a meta acompanha" error={errors.metric?.message} {...register('metric')}>
        {GOAL_METRICS.map((m) => (
          <option key={m} value={m}>
            {GOAL_METRIC_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name="target"
        render={({ field }) =>
          money ? (
            <MoneyField label="Alvo (R$)" placeholder="0,00" error={errors.target?.message} {...field} />
          ) : (
            <CountField label="Alvo" min={1} error={errors.target?.message} {...field} />
          )
        }
      />
      {metric === 'manual' && (
        <Controller
          control={control}
          name="progress"
          render={({ field }) => (
            <CountField
              label="Progresso atual"
              min={0}
              hint="Quanto do alvo você já alcançou."
              error={errors.progress?.message}
              {...field}
            />
          )}
        />
      )}
      <FormAlert message={formAlertOf(errors)} />
      <DialogFormActions pending={save.isPending}>{goal ? 'Salvar meta' : 'Criar meta'}</DialogFormActions>
    </form>
  );
}
