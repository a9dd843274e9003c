import type { TJob } from '@labora/shared/jobs';
import { formatBRL } from '@labora/shared/money';
import { PROPOSAL_LIMITS, type TCreateProposalRequest } from '@labora/shared/proposals';
import { feeCents, formatBps, LABORA_FEE_BPS, netCents } from '@labora/shared/wallet';
import { Send } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { MoneyField } from '@/components/ui/money-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { formatCount } from '@/lib/format';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import { useCreateProposal } from '../api/create-proposal';
import {
  EMPTY_PROPOSAL_FORM,
  PROPOSAL_FORM_MESSAGES,
  type ProposalFormValues,
  parseProposalForm,
  proposalFieldOfMessage,
} from '../lib/proposal-form';

const SEND_FAILED = 'Não foi possível enviar a proposta. Tente novamente.';
const resolver = parsedFormResolver(parseProposalForm);

interface ProposalFormProps {
  job: Pick<TJob, 'id' | 'projectType'>;
  /** The job's amount as the jobs feature writes it ('R$ 1.500,00', 'R$ 80,00/hora'). */
  jobAmount: string;
}

/** 'Enviar proposta': the amount in reais (per hour on an hourly job), the delivery in days and a cover letter. */
export function ProposalForm({ job, jobAmount }: ProposalFormProps) {
  const createProposal = useCreateProposal(job.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProposalFormValues, unknown, TCreateProposalRequest>({ resolver, defaultValues: EMPTY_PROPOSAL_FORM });
  const coverLetter = useWatch({ control, name: 'coverLetter' });
  const amount = useWatch({ control, name: 'amount' });

  const submit = handleSubmit((proposal) => {
    createProposal.mutate(proposal, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => {
        const { message } = showSubmitError(setError, error, {
          fallback: SEND_FAILED,
          network: PROPOSAL_FORM_MESSAGES.network,
          fieldOf: proposalFieldOfMessage,
        });
        toast.error(message);
      },
    });
  });

  // On an hourly job the amount is the freelancer's rate: every figure below is per hour.
  const hourly = job.projectType === 'hourly';
  const perHour = hourly ? ' por hora' : '';
  const budgetHint = hourly
    ? `O cliente indicou ${jobAmount}. Informe o seu valor por hora; as horas são cobradas por semana.`
    : `Orçamento do cliente: ${jobAmount}.`;
  // What the freelancer gets once the client releases it: Labora's fee comes out of the amount, by the shared rule.
  const amountHint =
    typeof amount === 'number' && amount > 0 ? (
      <>
        {budgetHint}
        <span className="mt-1 block font-semibold text-brand-800">
          Você recebe {formatBRL(netCents(amount, LABORA_FEE_BPS))}
          {perHour}
        </span>
        <span className="block">
          Taxa da Labora ({formatBps(LABORA_FEE_BPS)}): {formatBRL(feeCents(amount, LABORA_FEE_BPS))}
          {perHour}. O cliente paga {formatBRL(amount)}
          {perHour}, sem taxa.
        </span>
      </>
    ) : (
      <>
        {budgetHint}
        <span className="mt-1 block">
          A Labora desconta {formatBps(LABORA_FEE_BPS)} do valor que você recebe; o cliente não paga taxa.
        </span>
      </>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <MoneyField
              label={hourly ? 'Valor por hora (R$)' : 'Valor da proposta (R$)'}
              placeholder={hourly ? 'Ex.: 80,00' : 'Ex.: 1.200,00'}
              hint={amountHint}
              error={errors.amount?.message}
              {...field}
            />
          )}
        />
        <TextField
          label="Prazo de entrega (dias)"
          type="number"
          inputMode="numeric"
          min={1}
          max={PROPOSAL_LIMITS.deliveryDaysMax}
          step={1}
          placeholder="Ex.: 10"
          hint={`De 1 a ${PROPOSAL_LIMITS.deliveryDaysMax} dias.`}
          error={errors.deliveryDays?.message}
          {...register('deliveryDays')}
        />
      </div>
      <TextareaField
        label="Carta de apresentação"
        rows={6}
        maxLength={PROPOSAL_LIMITS.coverLetterMaxLength}
        placeholder="Conte por que você é a pessoa certa, como fará o trabalho e o que já fez de parecido."
        hint={`Mínimo de ${PROPOSAL_LIMITS.coverLetterMinLength} caracteres (${formatCount(coverLetter.length)} de ${formatCount(PROPOSAL_LIMITS.coverLetterMaxLength)}).`}
        error={errors.coverLetter?.message}
        {...register('coverLetter')}
      />
      <FormAlert message={formAlertOf(errors)} />
      <div className="flex justify-end">
        <Button type="submit" size="md" loading={createProposal.isPending} className="w-full sm:w-auto">
          {!createProposal.isPending && <Send aria-hidden className="size-4" />}
          {createProposal.isPending ? 'Enviando...' : 'Enviar proposta'}
        </Button>
      </div>
    </form>
  );
}
