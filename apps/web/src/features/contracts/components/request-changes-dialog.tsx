import { CONTRACT_MESSAGES, DELIVERY_LIMITS, ZRequestChangesRequest } from '@labora/shared/contracts';
import { MessageSquareWarning } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestChanges } from '../api/request-changes';

const FAILED = 'Não foi possível pedir as alterações. Tente novamente.';

interface RequestChangesDialogProps {
  contractId: string;
  deliveryId: string;
  freelancerName: string;
}

/** 'Pedir alterações' on the waiting delivery: the client says what to change; the contract stays in progress. */
export function RequestChangesDialog({ contractId, deliveryId, freelancerName }: RequestChangesDialogProps) {
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const changes = useRequestChanges();

  const onOpenChange = (next: boolean) => {
    if (changes.isPending) return;
    setOpen(next);
    if (!next) {
      setMessageError(null);
      setAlert(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZRequestChangesRequest.safeParse({ message });
    if (!parsed.success) {
      setMessageError(parsed.error.issues[0]?.message ?? CONTRACT_MESSAGES.changesRequired);
      document.getElementById(messageId)?.focus();
      return;
    }
    setMessageError(null);
    setAlert(null);
    changes.mutate(
      { contractId, deliveryId, message: parsed.data.message },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setMessage('');
          setOpen(false);
        },
        onError: (error) => setAlert(errorMessage(error, { fallback: FAILED, network: NETWORK_MESSAGE })),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="md">
          <MessageSquareWarning aria-hidden className="size-4" />
          Pedir alterações
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Pedir alterações</DialogTitle>
        <DialogDescription className="mt-2 text-pretty">
          Explique a {freelancerName} o que precisa mudar. O contrato continua em andamento e o pagamento segue em
          custódia até você liberar.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <TextareaField
            id={messageId}
            label="O que precisa ser alterado"
            rows={5}
            maxLength={DELIVERY_LIMITS.messageMaxLength}
            error={messageError ?? undefined}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setMessageError(null);
              setAlert(null);
            }}
          />
          <FormAlert message={alert} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" size="md" disabled={changes.isPending}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" size="md" loading={changes.isPending}>
              Enviar pedido de alterações
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
