import { DISPUTE_MESSAGES, type TProposeAgreementRequest, ZProposeAgreementRequest } from '@labora/shared/disputes';
import { Handshake } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { formAlertOf } from '@/lib/form';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { useProposeAgreement } from '../api/propose-agreement';
import { useCaseForm } from '../hooks/use-case-form';
import { parseSplitForm, type SplitFormValues } from '../lib/split-form';
import { SplitFields } from './split-fields';

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
    sent,
    formState: { errors },
  } = useCaseForm(resolver, EMPTY, FAILED);

  const submit = handleSubmit((request) => {
    propose.mutate({ contractId, request }, sent(DISPUTE_MESSAGES.agreementProposed, onDone));
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Propor encerramento por acordo" className="space-y-5">
      <SplitFields control={control} escrowCents={escrowCents} placeholder="Ex.: 500,00" />
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
