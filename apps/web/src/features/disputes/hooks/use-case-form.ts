import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { showSubmitError } from '@/lib/form';
import { toast } from '@/lib/toast';

/**
 * A disputes form: its schema's resolver and empty values, `clearAlert` (a change answers the failure shown),
 * `showError` (a refused submit, `failed` when the server gave no words) and `sent`, a mutation's callbacks: the
 * server's success message as a toast, then `then` (by default the form empties), or the failure on the form.
 */
export function useCaseForm<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  empty: NoInfer<DefaultValues<TInput>>,
  failed: string,
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues: empty });
  const { clearErrors, setError, reset } = form;
  const showError = (error: unknown) =>
    showSubmitError(setError, error, { fallback: failed, network: NETWORK_MESSAGE });
  return {
    ...form,
    errors: form.formState.errors,
    clearAlert: () => clearErrors('root'),
    showError,
    sent: <T>(message: string, then: (value: T) => void = () => reset(empty)) => ({
      onSuccess: (value: T) => {
        toast.success(message);
        then(value);
      },
      onError: showError,
    }),
  };
}
