import { CONTRACT_MESSAGES, DELIVERY_LIMITS, ZCreateDeliveryRequest } from '@labora/shared/contracts';
import { PackageCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AttachmentsInput } from '@/components/attachments-input';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateDelivery } from '../api/create-delivery';

const FAILED = 'Não foi possível enviar a entrega. Tente novamente.';

/**
 * 'Entregar' (the freelancer, while the contract is in progress and no delivery waits): what is delivered and the
 * files, checked here as the API checks them (the files under a job's attachment limits).
 */
export function DeliveryForm({ contractId }: { contractId: string }) {
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const deliver = useCreateDelivery();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCreateDeliveryRequest.safeParse({ message });
    if (!parsed.success) {
      setMessageError(parsed.error.issues[0]?.message ?? CONTRACT_MESSAGES.deliveryMessageRequired);
      document.getElementById(messageId)?.focus();
      return;
    }
    setMessageError(null);
    setAlert(null);
    deliver.mutate(
      { contractId, delivery: parsed.data, files },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setMessage('');
          setFiles([]);
        },
        onError: (error) => setAlert(errorMessage(error, { fallback: FAILED, network: NETWORK_MESSAGE })),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Entregar" className="space-y-5">
      <TextareaField
        id={messageId}
        label="O que você está entregando"
        rows={5}
        maxLength={DELIVERY_LIMITS.messageMaxLength}
        placeholder="Descreva o que foi feito, onde encontrar cada parte e o que o cliente deve conferir."
        error={messageError ?? undefined}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setMessageError(null);
          setAlert(null);
        }}
      />
      <AttachmentsInput
        label="Arquivos da entrega (opcional)"
        value={files}
        onChange={(next) => {
          setFiles(next);
          setAlert(null);
        }}
      />
      <FormAlert message={alert} />
      <div className="flex justify-end">
        <Button type="submit" size="md" loading={deliver.isPending} className="w-full sm:w-auto">
          {!deliver.isPending && <PackageCheck aria-hidden className="size-4" />}
          Entregar
        </Button>
      </div>
    </form>
  );
}
