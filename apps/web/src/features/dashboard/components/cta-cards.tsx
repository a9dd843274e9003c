import { ArrowRight, Rocket, UserRoundPen } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** SPEC's two closing cards: publish a project, and make the profile yours. */
export function CtaCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <article className="flex flex-col items-start rounded-3xl bg-brand-800 p-6 text-white shadow-brand-900/15 shadow-lg sm:p-8">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-white/10 text-sol-300">
          <Rocket aria-hidden className="size-5" />
        </span>
        <h2 className="mt-4 font-bold text-xl tracking-tight">Publique seu projeto agora</h2>
        <p className="mt-1 text-pretty text-brand-100">
          Descreva o que você precisa, defina o orçamento e receba propostas de freelancers.
        </p>
        <ButtonLink
          to={paths.addJob}
          size="md"
          className="mt-6 bg-sol-400 text-nevoa-950! shadow-none hover:bg-sol-300 active:bg-sol-500"
        >
          Começar agora
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      </article>
      <article className="flex flex-col items-start rounded-3xl border border-sol-200 bg-sol-50 p-6 sm:p-8">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-white text-sol-700">
          <UserRoundPen aria-hidden className="size-5" />
        </span>
        <h2 className="mt-4 font-bold text-nevoa-950 text-xl tracking-tight">Personalize a Labora para você</h2>
        <p className="mt-1 text-pretty text-nevoa-700">
          Foto, cargo, cidade e habilidades: é o que clientes e freelancers veem antes de fechar negócio.
        </p>
        <ButtonLink to={paths.editProfile} variant="secondary" size="md" className="mt-6">
          Editar Perfil
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      </article>
    </div>
  );
}
