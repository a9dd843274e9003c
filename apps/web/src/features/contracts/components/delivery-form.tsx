import { zodResolver } from '@hookform/resolvers/zod';
import { DELIVERY_LIMITS, ZCreateDeliveryRequest } from '@labora/shared/contracts';
import { PackageCheck } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AttachmentsInput } from '@/components/attachments-input';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useCreateDelivery } from '../api/create-delivery';

const FAILED = 'Não foi possível enviar a entrega. Tente novamente.';

// The server's schema for the text; the files were checked as they were picked (AttachmentsInput).
const schema = ZCreateDeliveryRequest.extend({ files: z.custom<File[]>() });
type DeliveryFormValues = z.input<typeof schema>;
const resolver = zodResolver(schema);
const EMPTY: DeliveryFormValues = { message: '', files: [] };

/**
 * 'Entregar' (the freelancer, while the contract is in progress and no delivery waits): what is delivered and the
 * files, checked here as the API checks them (the files under a job's attachment limits).
 */
export function DeliveryForm({ contractId }: { contractId: string }) {
  const deliver = useCreateDelivery();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver, defaultValues: EMPTY });

  const submit = handleSubmit(({ message, files }) => {
    deliver.mutate(
      { contractId, delivery: { message }, files },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          reset(EMPTY);
        },
        onError: (error) => showSubmitError(setError, error, { fallback: FAILED, network: NETWORK_MESSAGE }),
      },
    );
  });
  // A change answers the failure shown.
  const clearAlert = () => clearErrors('root');

  return (
    <form onSubmit={submit} noValidate aria-label="Entregar" className="space-y-5">
      <TextareaField
        label="O que você está entregando"
        rows={5}
        maxLength={DELIVERY_LIMITS.messageMaxLength}
        placeholder="Descreva o que foi feito, onde encontrar cada parte e o que o cliente deve conferir."
        error={errors.message?.message}
        {...register('message', { onChange: clearAlert })}
      />
      <Controller
        control={control}
        name="files"
        render={({ field }) => (
          <AttachmentsInput
            label="Arquivos da entrega (opcional)"
            ref={field.ref}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              clearAlert();
            }}
          />
        )}
      />
      <FormAlert message={formAlertOf(errors)} />
      <div className="flex justify-end">
        <Button type="submit" size="md" loading={deliver.isPending} className="w-full sm:w-auto">
          {!deliver.isPending && <PackageCheck aria-hidden className="size-4" />}
          Entregar
        </Button>
      </div>
    </form>
  );
}
