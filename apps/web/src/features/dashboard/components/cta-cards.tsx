import type { TIntent } from '@labora/shared/auth';
import { ArrowRight, type LucideIcon, Rocket, Search, Store, UserRoundPen } from 'lucide-react';
import type { To } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { GIGS_SECTION_ID, paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface CtaCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  to: To;
  action: string;
  /** `featured`: the dark card, the one thing this person came to do. */
  tone: 'featured' | 'plain' | 'sol';
}

const TONES = {
  featured: {
    card: 'bg-brand-800 text-white shadow-brand-900/15 shadow-lg',
    icon: 'bg-white/10 text-sol-300',
    title: '',
    text: 'text-brand-100',
  },
  plain: {
    card: 'border border-nevoa-200 bg-white shadow-sm',
    icon: 'bg-brand-50 text-brand-700',
    title: 'text-nevoa-950',
    text: 'text-nevoa-700',
  },
  sol: {
    card: 'border border-sol-200 bg-sol-50',
    icon: 'bg-white text-sol-700',
    title: 'text-nevoa-950',
    text: 'text-nevoa-700',
  },
} as const;

function CtaCard({ icon: Icon, title, text, to, action, tone }: CtaCardProps) {
  const styles = TONES[tone];
  return (
    <article className={cn('flex flex-col items-start rounded-3xl p-6 sm:p-8', styles.card)}>
      <span className={cn('flex size-11 items-center justify-center rounded-2xl', styles.icon)}>
        <Icon aria-hidden className="size-5" />
      </span>
      <h2 className={cn('mt-4 font-bold text-xl tracking-tight', styles.title)}>{title}</h2>
      <p className={cn('mt-1 text-pretty', styles.text)}>{text}</p>
      {/* Side by side, the cards stretch to one height: the buttons line up at the bottom. */}
      <div className="mt-auto pt-6">
        <ButtonLink
          to={to}
          size="md"
          variant={tone === 'featured' ? 'primary' : 'secondary'}
          className={cn(
            tone === 'featured' && 'bg-sol-400 text-nevoa-950! shadow-none hover:bg-sol-300 active:bg-sol-500',
          )}
        >
          {action}
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      </div>
    </article>
  );
}

const PERSONALIZE: CtaCardProps = {
  icon: UserRoundPen,
  title: 'Personalize a Labora para você',
  text: 'Foto, cargo, cidade e habilidades: é o que clientes e freelancers veem antes de fechar negócio.',
  to: paths.editProfile,
  action: 'Editar Perfil',
  tone: 'sol',
};

/** SPEC's first closing card: anyone may hire, a freelancer too. */
const PUBLISH: CtaCardProps = {
  icon: Rocket,
  title: 'Publique seu projeto agora',
  text: 'Descreva o que você precisa, defina o orçamento e receba propostas de freelancers.',
  to: paths.addJob,
  action: 'Começar agora',
  tone: 'featured',
};

/** What each intent is invited to do: finding work comes first for a seller, publishing closes their list. */
function cardsFor(intent: TIntent | null, userId: string): CtaCardProps[] {
  if (intent !== 'seller') return [PUBLISH, PERSONALIZE];
  return [
    {
      icon: Search,
      title: 'Encontre projetos para você',
      text: 'Veja os projetos abertos, filtre pela sua área e envie uma proposta contando como faria o trabalho.',
      to: { pathname: paths.freelancersList, search: '?tab=projetos' },
      action: 'Ver projetos',
      tone: 'featured',
    },
    {
      icon: Store,
      title: 'Crie um serviço',
      text: 'Ofereça um pacote com preço inicial: clientes contratam você direto pelo seu perfil.',
      to: { pathname: paths.freelancer(userId), hash: `#${GIGS_SECTION_ID}` },
      action: 'Criar serviço',
      tone: 'plain',
    },
    PERSONALIZE,
    { ...PUBLISH, tone: 'plain' },
  ];
}

/** The dashboard's closing cards, by intent: everyone may publish a project; a seller finds work and sells services first. */
export function CtaCards({ intent, userId }: { intent: TIntent | null; userId: string }) {
  const cards = cardsFor(intent, userId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {cards.map((card) => (
        <CtaCard key={card.title} {...card} />
      ))}
    </div>
  );
}
