import { zodResolver } from '@hookform/resolvers/zod';
import { DELIVERY_LIMITS, ZRequestChangesRequest } from '@labora/shared/contracts';
import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useRequestChanges } from '../api/request-changes';

const FAILED = 'Não foi possível pedir as alterações. Tente novamente.';
const resolver = zodResolver(ZRequestChangesRequest);

interface RequestChangesDialogProps {
  contractId: string;
  deliveryId: string;
  freelancerName: string;
}

/** 'Pedir alterações' on the waiting delivery: the client says what to change; the contract stays in progress. */
export function RequestChangesDialog({ contractId, deliveryId, freelancerName }: RequestChangesDialogProps) {
  const [open, setOpen] = useState(false);
  const changes = useRequestChanges();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { message: '' } });

  const onOpenChange = (next: boolean) => {
    if (changes.isPending) return;
    setOpen(next);
    // Closed, it keeps the text typed but not the errors.
    if (!next) clearErrors();
  };

  const submit = handleSubmit(({ message }) => {
    changes.mutate(
      { contractId, deliveryId, message },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          reset();
          setOpen(false);
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="md">
          <MessageSquareWarning aria-hidden className="size-4" />
          Pedir alterações
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeading
          title="Pedir alterações"
          description={`Explique a ${freelancerName} o que precisa mudar. O contrato continua em andamento e o pagamento segue em custódia até você liberar.`}
        />
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <TextareaField
            label="O que precisa ser alterado"
            rows={5}
            maxLength={DELIVERY_LIMITS.messageMaxLength}
            error={errors.message?.message}
            // A change answers the failure shown.
            {...register('message', { onChange: () => clearErrors('root') })}
          />
          <FormAlert message={formAlertOf(errors)} />
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
