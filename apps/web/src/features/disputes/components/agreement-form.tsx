import { DISPUTE_MESSAGES, type TProposeAgreementRequest, ZProposeAgreementRequest } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { Handshake } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { MoneyField } from '@/components/ui/money-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import { useProposeAgreement } from '../api/propose-agreement';
import { parseSplitForm, type SplitFormValues } from '../lib/split-form';
import { SplitSummary } from './split-summary';

const FAILED = 'Não foi possível enviar a proposta de acordo. Tente novamente.';
const EMPTY: SplitFormValues = { freelancerCents: null, reason: '' };

interface AgreementFormProps {
  contractId: string;
  escrowCents: number;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * 'Propor encerramento por acordo': what goes to the freelancer, any amount from nothing to the whole escrow; the
 * rest goes back to the client, and the freelancer's part is shown less Labora's fee as it is typed.
 */
export function AgreementForm({ contractId, escrowCents, onDone, onCancel }: AgreementFormProps) {
  const propose = useProposeAgreement();
  // The escrow of this render; the resolver is made once.
  const escrowRef = useRef(escrowCents);
  escrowRef.current = escrowCents;
  const [resolver] = useState(() =>
    parsedFormResolver<SplitFormValues, TProposeAgreementRequest>(({ freelancerCents }) =>
      parseSplitForm(ZProposeAgreementRequest, { freelancerCents }, escrowRef.current),
    ),
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SplitFormValues, unknown, TProposeAgreementRequest>({ resolver, defaultValues: EMPTY });
  const typed = useWatch({ control, name: 'freelancerCents' });

  const submit = handleSubmit((request) => {
    propose.mutate(
      { contractId, request },
      {
        onSuccess: () => {
          toast.success(DISPUTE_MESSAGES.agreementProposed);
          onDone();
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Propor encerramento por acordo" className="space-y-5">
      <Controller
        control={control}
        name="freelancerCents"
        render={({ field, fieldState }) => (
          <MoneyField
            label="Para o freelancer"
            placeholder="Ex.: 500,00"
            hint={`De R$ 0,00 até ${formatBRL(escrowCents)}.`}
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <SplitSummary escrowCents={escrowCents} freelancerCents={typed} />
      <p className="text-pretty text-nevoa-600 text-sm">
        A outra parte aceita ou recusa. Aceito, o valor é dividido assim e o contrato é encerrado.
      </p>
      <FormAlert message={formAlertOf(errors)} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" size="md" disabled={propose.isPending} onClick={onCancel}>
          Voltar
        </Button>
        <Button type="submit" size="md" loading={propose.isPending}>
          {!propose.isPending && <Handshake aria-hidden className="size-4" />}
          Propor acordo
        </Button>
      </div>
    </form>
  );
}
