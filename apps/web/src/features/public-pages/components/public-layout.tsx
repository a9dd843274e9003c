import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LogoHomeLink } from '@/components/ui/logo-home-link';
import { type LoginRedirectState, paths } from '@/config/paths';

/** /login remembering this page: after signing in, the person comes back here (the guards' way back). */
export function useLoginHere(): { to: string; state: LoginRedirectState } {
  const { pathname, search, hash } = useLocation();
  return { to: paths.login, state: { from: { pathname, search, hash } } };
}

/**
 * The frame of the pages a visitor without an account may open: the logo, 'Entrar' and 'Criar conta'. The footer
 * waits for the page (`loading`): shown at once, the content arriving above it would push it down (layout shift).
 */
export function PublicLayout({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  const login = useLoginHere();
  return (
    <div className="flex min-h-dvh flex-col bg-nevoa-50">
      <header className="border-nevoa-200 border-b bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <LogoHomeLink />
          <nav aria-label="Conta" className="flex items-center gap-2">
            <ButtonLink to={login.to} state={login.state} variant="ghost" size="md">
              Entrar
            </ButtonLink>
            <ButtonLink to={paths.signup} size="md">
              Criar conta
            </ButtonLink>
          </nav>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:py-12">
        {children}
      </main>
      {!loading && (
        <footer className="border-nevoa-200 border-t bg-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-nevoa-600 text-sm sm:px-6">
            <p>Labora — freelancers brasileiros, pagamento protegido do início à entrega.</p>
            <p className="flex gap-4">
              <Link to={paths.terms} className="rounded font-semibold text-brand-700 hover:underline">
                Termos de Uso
              </Link>
              <Link to={paths.privacy} className="rounded font-semibold text-brand-700 hover:underline">
                Privacidade
              </Link>
            </p>
          </div>
        </footer>
      )}
    </div>
  );
}

/** An action that needs an account ('Enviar proposta', 'Contratar'…): a link to /login that comes back here. */
export function SignInToAct({
  children,
  variant,
  fullWidth,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  fullWidth?: boolean;
}) {
  const login = useLoginHere();
  return (
    <ButtonLink to={login.to} state={login.state} variant={variant} size="md" fullWidth={fullWidth}>
      {children}
    </ButtonLink>
  );
}

/** A public page that does not exist or is not public (a hidden profile, a closed job). */
export function PublicNotFound({ title, text }: { title: string; text: string }) {
  const login = useLoginHere();
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-nevoa-200 bg-white p-8 text-center">
      <h1 className="font-extrabold text-2xl text-nevoa-950">{title}</h1>
      <p className="mt-3 text-pretty text-nevoa-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={login.to} state={login.state} size="md">
          Entrar
        </ButtonLink>
        <ButtonLink to={paths.signup} variant="secondary" size="md">
          Criar conta
        </ButtonLink>
      </div>
    </div>
  );
}
