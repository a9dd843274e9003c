import { Globe } from 'lucide-react';
import { useId } from 'react';
import { SectionLoadError } from '@/components/ui/load-states';
import { SettingsCard, showChoiceNotSaved } from '@/components/ui/settings-card';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useProfileVisibility, useSetProfileVisibility } from '../api/profile-visibility';

/** Configurações' 'Perfil público': whether visitors without an account (and search engines) see the profile. */
export function ProfileVisibilityCard() {
  const visibility = useProfileVisibility();
  const update = useSetProfileVisibility();
  const labelId = useId();
  const hintId = useId();
  const checked = visibility.data?.publicProfile ?? true;
  const flip = () =>
    update.mutate(
      { publicProfile: !checked },
      {
        onSuccess: (answer) =>
          toast.success(
            answer.publicProfile ? 'Seu perfil está visível a visitantes.' : 'Seu perfil está oculto a visitantes.',
          ),
        onError: showChoiceNotSaved,
      },
    );
  return (
    <SettingsCard
      icon={Globe}
      title="Perfil público"
      description="O link do seu perfil pode ser compartilhado no WhatsApp e nas redes e aparecer em buscadores."
    >
      {visibility.isError ? (
        <SectionLoadError
          title="Não foi possível carregar esta escolha."
          error={visibility.error}
          onRetry={() => void visibility.refetch()}
          retrying={visibility.isRefetching}
        />
      ) : (
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <p id={labelId} className="font-semibold text-nevoa-950 text-sm">
              Mostrar meu perfil a visitantes sem conta
            </p>
            <p id={hintId} className="mt-0.5 text-pretty text-nevoa-600 text-sm">
              Desligado, só quem entrou na Labora vê o seu perfil; seu e-mail e telefone nunca aparecem.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={checked}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            disabled={visibility.isPending || update.isPending}
            onClick={flip}
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
              checked ? 'bg-brand-600' : 'bg-nevoa-300',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
                checked ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
        </div>
      )}
    </SettingsCard>
  );
}
