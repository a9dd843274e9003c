import { zodResolver } from '@hookform/resolvers/zod';
import {
  LEARNING_MESSAGES,
  LEARNING_STATUS_LABELS,
  LEARNING_STATUSES,
  type TLearningResource,
  ZLearningProgressRequest,
} from '@labora/shared/learning';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CountField } from '@/components/ui/count-field';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useSaveLearningProgress } from '../api/save-learning-progress';

const FAILED = 'Não foi possível salvar o progresso. Tente novamente.';

type Values = { status: TLearningResource['progress']['status']; percent: number | null };

/** The person's own progress on one resource: status, and the percent while in progress. */
export function LearningProgressForm({ resource }: { resource: TLearningResource }) {
  const save = useSaveLearningProgress();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty },
    reset,
  } = useForm<Values, unknown, z.output<typeof ZLearningProgressRequest>>({
    // The percent box holds null while empty; the schema refuses it with its own message.
    resolver: zodResolver(ZLearningProgressRequest) as never,
    defaultValues: {
      status: resource.progress.status,
      percent: resource.progress.status === 'in_progress' ? resource.progress.percent : 10,
    },
  });
  const status = watch('status');

  const submit = handleSubmit((body) => {
    save.mutate(
      { id: resource.id, body: { status: body.status, percent: body.percent } },
      {
        onSuccess: (saved) => {
          toast.success(LEARNING_MESSAGES.saved);
          reset({ status: saved.status, percent: saved.status === 'in_progress' ? saved.percent : 10 });
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label={`Seu progresso em ${resource.title}`}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_8rem]">
        <SelectField label="Seu andamento" error={errors.status?.message} {...register('status')}>
          {LEARNING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEARNING_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        {status === 'in_progress' && (
          <Controller
            control={control}
            name="percent"
            render={({ field }) => (
              <CountField label="Concluído (%)" min={1} max={99} error={errors.percent?.message} {...field} />
            )}
          />
        )}
      </div>
      <FormAlert message={formAlertOf(errors)} />
      {isDirty && (
        <Button type="submit" size="md" variant="secondary" loading={save.isPending}>
          Salvar progresso
        </Button>
      )}
    </form>
  );
}
