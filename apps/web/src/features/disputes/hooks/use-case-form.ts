import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { showSubmitError } from '@/lib/form';

/**
 * A disputes form: its schema's resolver and empty values, `clearAlert` (a change answers the failure shown) and
 * `showError` (a refused submit, `failed` when the server gave no words).
 */
export function useCaseForm<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  empty: NoInfer<DefaultValues<TInput>>,
  failed: string,
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues: empty });
  const { clearErrors, setError } = form;
  return {
    ...form,
    clearAlert: () => clearErrors('root'),
    showError: (error: unknown) => showSubmitError(setError, error, { fallback: failed, network: NETWORK_MESSAGE }),
  };
}
