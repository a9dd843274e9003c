import { BriefcaseBusiness, Check, Laptop } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { firstNameOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSetFreelancer } from '../api/set-freelancer';

type Role = 'buyer' | 'seller';

const ROLES = [
  {
    id: 'buyer',
    title: 'Contratar um Freelancer',
    text: 'Publique projetos, receba propostas e contrate profissionais com o pagamento protegido.',
    icon: BriefcaseBusiness,
  },
  {
    id: 'seller',
    title: 'Ser um Freelancer',
    text: 'Ofereça seus serviços, envie propostas e receba por cada entrega concluída.',
    icon: Laptop,
  },
] as const satisfies ReadonlyArray<{ id: Role; title: string; text: string; icon: unknown }>;

export function UserSelectionPage() {
  useDocumentTitle('Como você quer usar a Labora?');
  const navigate = useNavigate();
  const user = useSessionUser();
  const setFreelancer = useSetFreelancer();
  const [role, setRole] = useState<Role | null>(null);
  const radios = useRef<Array<HTMLButtonElement | null>>([]);

  // Radio group keyboard model: arrows move and select, the group is one tab stop.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + ROLES.length) % ROLES.length;
    setRole(ROLES[next]?.id ?? null);
    radios.current[next]?.focus();
  };

  const onNext = () => {
    if (!user || !role) return;
    setFreelancer.mutate(
      { userId: user._id, isFreelancer: role === 'seller' },
      {
        onSuccess: () => navigate(paths.welcomeUser),
        // SPEC §8: a failed role update is only logged.
        onError: (error) => console.error('Falha ao atualizar o perfil de uso', error),
      },
    );
  };

  const focusable = role ?? ROLES[0].id;

  return (
    <CenteredLayout size="lg">
      <div className="text-center">
        <p className="font-semibold text-brand-700">Olá, {firstNameOf(user)}!</p>
        <h1
          id="role-question"
          className="mt-2 text-balance font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl"
        >
          Como você quer usar a Labora?
        </h1>
        <p className="mx-auto mt-3 max-w-lg text-pretty text-nevoa-600">
          Escolha por onde começar. Você poderá contratar e trabalhar como freelancer com a mesma conta.
        </p>
      </div>

      <div role="radiogroup" aria-labelledby="role-question" className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6">
        {ROLES.map(({ id, title, text, icon: Icon }, index) => {
          const checked = role === id;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the whole card is the radio, with aria-checked and the radio keyboard model.
            <button
              key={id}
              ref={(element) => {
                radios.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={id === focusable ? 0 : -1}
              onClick={() => setRole(id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'relative flex flex-col items-start rounded-3xl border-2 bg-white p-6 text-left shadow-sm transition sm:p-8',
                checked
                  ? 'border-brand-600 shadow-brand-900/10 shadow-lg ring-4 ring-brand-600/10'
                  : 'border-nevoa-200 hover:border-brand-300 hover:shadow-md',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'absolute top-5 right-5 flex size-6 items-center justify-center rounded-full border-2 transition-colors',
                  checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-nevoa-300 bg-white',
                )}
              >
                {checked && <Check strokeWidth={3} className="size-3.5" />}
              </span>
              <span
                className={cn(
                  'flex size-14 items-center justify-center rounded-2xl transition-colors',
                  checked ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700',
                )}
              >
                <Icon aria-hidden className="size-7" />
              </span>
              <span className="mt-5 font-bold text-nevoa-950 text-xl">{title}</span>
              <span className="mt-2 text-nevoa-600 leading-relaxed">{text}</span>
            </button>
          );
        })}
      </div>

      <div className="mt-10 flex justify-center">
        <Button
          onClick={onNext}
          disabled={!role}
          loading={setFreelancer.isPending || setFreelancer.isSuccess}
          className="w-full sm:w-auto sm:min-w-56"
        >
          Próximo
        </Button>
      </div>
    </CenteredLayout>
  );
}
