import type { TIntent } from '@labora/shared/auth';
import { USERS_MESSAGES } from '@labora/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, BriefcaseBusiness, Check, Laptop } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { SettingsCard } from '@/components/ui/settings-card';
import { cn } from '@/lib/cn';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { queryKeys } from '@/lib/query-keys';
import { intentOf, useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSetFreelancer } from '../api/set-freelancer';

// The same two choices, in the same words, as /user-selection.
const OPTIONS = [
  {
    intent: 'buyer',
    title: 'Contratar um Freelancer',
    text: 'Publique projetos, receba propostas e contrate. O painel mostra seus trabalhos publicados e as propostas recebidas.',
    icon: BriefcaseBusiness,
    done: 'Pronto! Agora a Labora mostra o que você precisa para contratar.',
  },
  {
    intent: 'seller',
    title: 'Ser um Freelancer',
    text: 'Envie propostas e ofereça serviços. O painel mostra projetos recomendados para você e as suas propostas.',
    icon: Laptop,
    done: 'Pronto! Agora a Labora mostra o que você precisa para trabalhar como freelancer.',
  },
] as const satisfies ReadonlyArray<{ intent: TIntent; title: string; text: string; icon: unknown; done: string }>;

/** 'Como você usa a Labora' in Configurações: switch between buyer and seller; menu and dashboard follow at once. */
export function IntentCard() {
  const user = useSessionUser();
  const current = intentOf(user);
  // Nothing to check: 'Salvar escolha' waits for a choice other than the current one.
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ intent: TIntent | null }>({ defaultValues: { intent: current } });
  const chosen = useWatch({ control, name: 'intent' });
  const setFreelancer = useSetFreelancer();
  const queryClient = useQueryClient();
  const changed = chosen !== null && chosen !== current;

  const save = handleSubmit(() => {
    if (!user || !chosen || !changed) return;
    setFreelancer.mutate(
      { userId: user._id, isFreelancer: chosen === 'seller' },
      {
        onSuccess: () => {
          // The public profile shows gigs or not by this flag.
          void queryClient.invalidateQueries({ queryKey: queryKeys.freelancers.all });
          toast.success(OPTIONS.find((option) => option.intent === chosen)?.done ?? USERS_MESSAGES.freelancerUpdated);
        },
        onError: (error) =>
          showSubmitError(setError, error, {
            fallback: USERS_MESSAGES.freelancerUpdateFailed,
            network: NETWORK_MESSAGE,
          }),
      },
    );
  });

  return (
    <SettingsCard
      icon={ArrowLeftRight}
      title="Como você usa a Labora"
      description="Escolha se você está aqui para contratar ou para trabalhar como freelancer. O menu e o painel mudam na hora; seus projetos, propostas e contratos continuam guardados e você pode trocar quando quiser."
    >
      <form onSubmit={save} className="space-y-4">
        <FormAlert message={formAlertOf(errors)} />
        <fieldset>
          <legend className="sr-only">Como você usa a Labora</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {OPTIONS.map(({ intent, title, text, icon: Icon }) => {
              const checked = chosen === intent;
              return (
                <label
                  key={intent}
                  className={cn(
                    'relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-4 transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-600/30',
                    checked ? 'border-brand-600 bg-brand-50/40' : 'border-nevoa-200 hover:border-brand-300',
                  )}
                >
                  <input type="radio" value={intent} className="sr-only" {...register('intent')} />
                  <span
                    aria-hidden
                    className={cn(
                      'absolute top-4 right-4 flex size-5 items-center justify-center rounded-full border-2',
                      checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-nevoa-300 bg-white',
                    )}
                  >
                    {checked && <Check strokeWidth={3} className="size-3" />}
                  </span>
                  <span className="flex items-center gap-2 pr-8 font-bold text-nevoa-950">
                    <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
                    {title}
                  </span>
                  <span className="mt-1.5 text-nevoa-600 text-sm leading-relaxed">{text}</span>
                  {intent === current && (
                    <span className="mt-3 self-start rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
                      Uso atual
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
        <Button
          type="submit"
          size="md"
          disabled={!changed}
          loading={setFreelancer.isPending}
          className="w-full sm:w-auto"
        >
          Salvar escolha
        </Button>
      </form>
    </SettingsCard>
  );
}
