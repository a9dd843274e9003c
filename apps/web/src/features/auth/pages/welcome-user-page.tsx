import { Sparkles } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type LoginRedirectState, paths } from '@/config/paths';
import { firstNameOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function WelcomeUserPage() {
  useDocumentTitle('Boas-vindas');
  const location = useLocation();
  const user = useSessionUser();

  // The route has no guard (SPEC §2), but the greeting needs someone to greet.
  if (!user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }

  return (
    <CenteredLayout>
      <Card className="px-6 py-10 text-center sm:px-12 sm:py-14">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-sol-100 text-sol-700">
          <Sparkles aria-hidden className="size-8" />
        </span>
        <h1 className="mt-6 text-balance font-extrabold text-2xl text-nevoa-950 tracking-tight sm:text-3xl">
          Ótimo {firstNameOf(user)}, agora vamos personalizar o seu perfil :)
        </h1>
        <p className="mx-auto mt-4 max-w-md text-pretty text-nevoa-600">
          Com foto, habilidades e uma boa apresentação, quem procura você na Labora entende rapidinho o que você faz de
          melhor.
        </p>
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.dashboard} variant="secondary">
            Ir para o painel
          </ButtonLink>
          <ButtonLink to={paths.editProfileAlias}>Editar Perfil</ButtonLink>
        </div>
      </Card>
    </CenteredLayout>
  );
}
