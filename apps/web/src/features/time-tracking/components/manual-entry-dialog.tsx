import { zodResolver } from '@hookform/resolvers/zod';
import type { TManualEntryInput, TTimeEntry, TTrackableContract } from '@labora/shared/time-tracking';
import { TIME_TRACKING_LIMITS, TIME_TRACKING_MESSAGES } from '@labora/shared/time-tracking-rules';
import { Save } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useSaveTimeEntry } from '../api/save-time-entry';
import { saoPauloClock, saoPauloInstant } from '../lib/sao-paulo-time';

const time = z.string().regex(/^\d{2}:\d{2}$/, TIME_TRACKING_MESSAGES.invalidDate);
/** The form's own fields (a day and two times, in São Paulo time), turned into the shared input on submit. */
const ZEntryForm = z
  .object({
    contractId: z.string(),
    day: z.iso.date({ error: TIME_TRACKING_MESSAGES.invalidDate }),
    start: time,
    end: time,
    note: z
      .string()
      .trim()
      .min(1, TIME_TRACKING_MESSAGES.noteRequired)
      .max(TIME_TRACKING_LIMITS.noteMax, TIME_TRACKING_MESSAGES.noteTooLong),
  })
  .refine((v) => v.end > v.start, { path: ['end'], message: TIME_TRACKING_MESSAGES.backwards });
type EntryForm = z.infer<typeof ZEntryForm>;
const resolver = zodResolver(ZEntryForm);

const toInput = (form: EntryForm): TManualEntryInput => ({
  contractId: form.contractId || null,
  startedAt: saoPauloInstant(form.day, form.start),
  endedAt: saoPauloInstant(form.day, form.end),
  note: form.note.trim(),
});

const fromEntry = (entry: TTimeEntry | null, today: string): EntryForm =>
  entry?.endedAt
    ? {
        contractId: entry.contractId ?? '',
        day: entry.day,
        start: saoPauloClock(entry.startedAt),
        end: saoPauloClock(entry.endedAt),
        note: entry.note,
      }
    : { contractId: '', day: today, start: '', end: '', note: '' };

/** Which field a refusal of the server is about. */
function fieldOf(message: string): keyof EntryForm | undefined {
  if (message === TIME_TRACKING_MESSAGES.inFuture || message === TIME_TRACKING_MESSAGES.tooLong) return 'end';
  if (message === TIME_TRACKING_MESSAGES.contractNotActive) return 'contractId';
  if (message === TIME_TRACKING_MESSAGES.weekClosed) return 'day';
  return undefined;
}

interface ManualEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry corrected; null: a new one. */
  entry: TTimeEntry | null;
  contracts: readonly TTrackableContract[];
  /** Today in São Paulo (YYYY-MM-DD), the new entry's day. */
  today: string;
}

/** 'Adicionar registro manual', or the correction of an entry: a day, a start and an end, and a note. */
export function ManualEntryDialog({ open, onOpenChange, entry, contracts, today }: ManualEntryDialogProps) {
  const save = useSaveTimeEntry();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EntryForm>({ resolver, defaultValues: fromEntry(entry, today) });
  useEffect(() => {
    if (open) reset(fromEntry(entry, today));
  }, [open, entry, today, reset]);

  // An entry on a contract that no longer takes time keeps its contract in the list, so the form shows it.
  const options =
    entry?.contractId && !contracts.some((c) => c.id === entry.contractId)
      ? [...contracts, { id: entry.contractId, title: entry.contractTitle ?? 'Contrato', clientName: '' }]
      : contracts;

  const submit = handleSubmit((form) => {
    save.mutate(
      { id: entry?.id, input: toInput(form) },
      {
        onSuccess: () => {
          toast.success(entry ? 'Registro corrigido.' : 'Registro adicionado.');
          onOpenChange(false);
        },
        onError: (error) =>
          showSubmitError(setError, error, {
            fallback: 'Não foi possível salvar o registro. Tente novamente.',
            network: 'Erro de conexão. Verifique sua internet e tente novamente.',
            fieldOf,
          }),
      },
    );
  });

  const title = entry ? 'Corrigir registro' : 'Adicionar registro manual';
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeading
          title={title}
          description={
            <p>
              Horário de Brasília. O registro fica marcado como manual e não pode se sobrepor a outro seu. Um período
              que passa da meia-noite vira dois registros.
            </p>
          }
        />
        <form onSubmit={submit} noValidate aria-label={title} className="mt-6 space-y-5">
          <SelectField label="Registrar em" error={errors.contractId?.message} {...register('contractId')}>
            <option value="">Tempo geral</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.clientName ? `${c.title} — ${c.clientName}` : c.title}
              </option>
            ))}
          </SelectField>
          <TextField label="Dia" type="date" max={today} error={errors.day?.message} {...register('day')} />
          <div className="grid grid-cols-2 gap-4">
            <TextField label="Início" type="time" error={errors.start?.message} {...register('start')} />
            <TextField label="Fim" type="time" error={errors.end?.message} {...register('end')} />
          </div>
          <TextareaField
            label="Nota"
            hint="O que foi feito nesse período."
            rows={3}
            maxLength={TIME_TRACKING_LIMITS.noteMax}
            error={errors.note?.message}
            {...register('note')}
          />
          <FormAlert message={formAlertOf(errors)} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" size="md" disabled={save.isPending}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" size="md" loading={save.isPending}>
              {!save.isPending && <Save aria-hidden className="size-4" />}
              Salvar registro
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
