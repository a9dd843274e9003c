import type { TPublicFreelancer } from '@labora/shared/public-pages';
import { Briefcase, CalendarDays, ExternalLink, MapPin, MessageSquare, Star } from 'lucide-react';
import { useParams } from 'react-router';
import { CardsSkeleton } from '@/components/marketplace/cards-skeleton';
import { SkillChips } from '@/components/marketplace/chips';
import { Rating } from '@/components/marketplace/rating';
import { LevelBadge } from '@/components/marketplace/seller-level-badge';
import { CpfVerifiedBadge } from '@/components/marketplace/trust-badges';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-states';
import { hasErrorCode } from '@/lib/api-client';
import { formatBRL, formatDay, formatHourly, formatMonthYear, plural } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicFreelancer } from '../api/get-public-page';
import { PublicLayout, PublicNotFound, SignInToAct } from '../components/public-layout';

/** /freelancer/{id} for a visitor without an account: who they are, their services and reviews. */
export function PublicFreelancerPage() {
  const { id = '' } = useParams();
  const profile = usePublicFreelancer(id);
  useDocumentTitle(profile.status === 'ready' ? profile.data.name : 'Freelancer');
  return (
    <PublicLayout loading={profile.status === 'loading'}>
      {profile.status === 'loading' ? (
        <CardsSkeleton count={1} label="Carregando perfil" />
      ) : profile.status === 'error' ? (
        hasErrorCode(profile.error, 'NOT_FOUND', 'BAD_REQUEST') ? (
          <PublicNotFound
            title="Perfil não encontrado."
            text="Este perfil não existe ou não está aberto a visitantes. Entre na sua conta para procurar freelancers."
          />
        ) : (
          <LoadError
            title="Não foi possível carregar o perfil."
            error={profile.error}
            onRetry={profile.retry}
            retrying={false}
          />
        )
      ) : (
        <ProfileView profile={profile.data} />
      )}
    </PublicLayout>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-5 shadow-sm sm:p-8">
      <h2 className="font-bold text-nevoa-950 text-xl">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** A piece of work as a visitor sees it: its first picture, what it is, and where it can be seen. */
function PortfolioCard({ item }: { item: TPublicFreelancer['portfolio'][number] }) {
  const [cover] = item.pictures;
  return (
    <li className="overflow-hidden rounded-2xl border border-nevoa-200 bg-white">
      {cover && (
        <img src={cover.url} alt="" loading="lazy" className="aspect-[4/3] w-full bg-nevoa-100 object-contain" />
      )}
      <div className="p-4">
        <h3 className="font-bold text-nevoa-950">{item.title}</h3>
        {item.description && (
          <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-nevoa-700 text-sm">{item.description}</p>
        )}
        <SkillChips skills={item.skills} className="mt-3" />
        {item.link && (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm underline-offset-2 hover:underline"
          >
            Ver trabalho
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(abre em outra aba)</span>
          </a>
        )}
      </div>
    </li>
  );
}

function ProfileView({ profile }: { profile: TPublicFreelancer }) {
  const firstName = profile.name.split(' ')[0] ?? profile.name;
  return (
    <div className="space-y-6">
      <Card className="p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar name={profile.name} url={profile.avatarUrl} size="xl" alt={`Foto de ${profile.name}`} />
          <div className="min-w-0 flex-1">
            <h1 className="break-words font-extrabold text-3xl text-nevoa-950 tracking-tight">{profile.name}</h1>
            {profile.expertise && <p className="mt-1 font-semibold text-brand-800 text-lg">{profile.expertise}</p>}
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-nevoa-700 text-sm">
              {profile.location && (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="size-4" />
                  {profile.location}
                </span>
              )}
              <Rating rating={profile.rating} reviewCount={profile.reviewCount} emptyLabel="Sem avaliações ainda" />
              <span className="inline-flex items-center gap-1">
                <Briefcase aria-hidden className="size-4" />
                {plural(profile.completedProjects, 'contrato concluído', 'contratos concluídos')}
              </span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden className="size-4" />
                Na Labora desde {formatMonthYear(profile.memberSince)}
              </span>
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <LevelBadge level={profile.level} />
              {profile.cpfVerified && <CpfVerifiedBadge />}
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:w-52">
            {profile.hourlyRateCents !== null && (
              <p className="font-extrabold text-2xl text-nevoa-950">{formatHourly(profile.hourlyRateCents)}</p>
            )}
            <SignInToAct fullWidth>Contratar</SignInToAct>
            <SignInToAct variant="secondary" fullWidth>
              <MessageSquare aria-hidden className="size-4" />
              Enviar Mensagem
            </SignInToAct>
          </div>
        </div>
      </Card>

      {(profile.bio || profile.skills.length > 0) && (
        <Section title="Sobre">
          {profile.bio && (
            <p className="whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">{profile.bio}</p>
          )}
          <SkillChips skills={profile.skills} className="mt-4" />
        </Section>
      )}

      {profile.portfolio.length > 0 && (
        <Section title="Portfólio">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {profile.portfolio.map((item) => (
              <PortfolioCard key={item.id} item={item} />
            ))}
          </ul>
        </Section>
      )}

      <Section title={`Serviços de ${firstName}`}>
        {profile.gigs.length === 0 ? (
          <p className="text-nevoa-600 text-sm">{firstName} ainda não publicou serviços.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {profile.gigs.map((gig) => (
              <li key={gig.id} className="overflow-hidden rounded-2xl border border-nevoa-200 bg-white">
                {gig.imageUrl && (
                  <img
                    src={gig.imageUrl}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-full bg-nevoa-100 object-cover"
                  />
                )}
                <div className="p-4">
                  <p className="text-nevoa-600 text-xs">{gig.category}</p>
                  <h3 className="mt-1 font-bold text-nevoa-950">{gig.title}</h3>
                  <p className="mt-2 text-nevoa-700 text-sm">
                    A partir de <strong className="text-nevoa-950">{formatBRL(gig.priceCents)}</strong>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Avaliações">
        {profile.reviews.length === 0 ? (
          <p className="text-nevoa-600 text-sm">{firstName} ainda não recebeu avaliações.</p>
        ) : (
          <ul className="divide-y divide-nevoa-100">
            {profile.reviews.map((review) => (
              <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                <p className="flex items-center gap-2">
                  <span className="inline-flex items-center gap-1 font-bold text-nevoa-900">
                    <Star aria-hidden className="size-4 fill-sol-400 text-sol-500" />
                    <span className="sr-only">Nota </span>
                    {review.rating}
                    <span className="sr-only"> de 5</span>
                  </span>
                  <span className="text-nevoa-600 text-sm">
                    {review.reviewerFirstName} · {formatDay(review.createdAt.slice(0, 10), 'medium')}
                  </span>
                </p>
                <p className="mt-1 font-semibold text-nevoa-800 text-sm">{review.contractTitle}</p>
                {review.comment && <p className="mt-1 text-pretty break-words text-nevoa-700">{review.comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
