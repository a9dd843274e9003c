import { FREELANCER_MESSAGES, type TFreelancerProfile } from '@labora/shared/freelancers';
import { ArrowLeft, UserPen, UserRoundX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { SkillChips } from '@/components/marketplace/chips';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFreelancer } from '../api/get-freelancer';
import { GigsSection } from '../components/gigs-section';
import { InviteDialog } from '../components/invite-dialog';
import { ProfileHeader } from '../components/profile-header';
import { ProfileSection } from '../components/profile-section';
import { ReviewsSection } from '../components/reviews-section';
import { CardsSkeleton } from '../components/states';

/** /freelancer/{id}: a public profile with services and reviews; the owner manages their services here. */
export function FreelancerPage() {
  const { id = '' } = useParams();
  const query = useFreelancer(id);
  useDocumentTitle(query.data?.name ?? 'Freelancer');

  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={paths.freelancersList}
        className="mb-5 inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Lista de Freelancers
      </Link>
      {query.isPending ? (
        <CardsSkeleton count={2} label="Carregando perfil" />
      ) : query.isError ? (
        // A malformed id (400) is as missing as an unknown one (404).
        query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400) ? (
          <NotFound />
        ) : (
          <LoadError
            title="Não foi possível carregar o perfil."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )
      ) : (
        <Profile profile={query.data} />
      )}
    </div>
  );
}

function Profile({ profile }: { profile: TFreelancerProfile }) {
  const viewer = useSessionUser();
  const isOwn = viewer?._id === profile.id;
  // The server lets only freelancers publish; on one's own profile this flag is the server's word on it.
  const manage = isOwn && profile.isFreelancer;
  const firstName = profile.name.split(' ')[0] ?? profile.name;

  const actions = isOwn ? (
    <ButtonLink to={paths.editProfile} variant="secondary" size="md">
      <UserPen aria-hidden className="size-4" />
      Editar Perfil
    </ButtonLink>
  ) : profile.isFreelancer ? (
    <InviteDialog freelancerId={profile.id} freelancerFirstName={firstName} />
  ) : null;

  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile} actions={actions} />

      <ProfileSection title="Sobre">
        {profile.bio ? (
          <p className="whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">{profile.bio}</p>
        ) : (
          <p className="text-nevoa-500">{isOwn ? 'Conte aos clientes quem você é em “Editar Perfil”.' : 'Sem bio.'}</p>
        )}
        {profile.skills.length > 0 && (
          <div className="mt-6">
            <h3 className="mb-2 font-semibold text-nevoa-800 text-sm">Habilidades</h3>
            <SkillChips skills={profile.skills} />
          </div>
        )}
      </ProfileSection>

      {profile.isFreelancer ? (
        <GigsSection sellerId={profile.id} firstName={firstName} manage={manage} />
      ) : (
        isOwn && (
          <ProfileSection title="Serviços">
            <p className="text-nevoa-700">
              Para publicar serviços, escolha{' '}
              <Link to={paths.userSelection} className="font-semibold text-brand-700 underline">
                “Ser um Freelancer”
              </Link>
              .
            </p>
          </ProfileSection>
        )
      )}

      <ReviewsSection userId={profile.id} firstName={firstName} />
    </div>
  );
}

function NotFound() {
  return (
    <Card className="p-6 shadow-sm sm:p-10">
      <EmptyState icon={UserRoundX} title={FREELANCER_MESSAGES.notFound} className="border-0 bg-transparent py-4">
        <p>O perfil pode ter sido removido ou o endereço está incorreto.</p>
        <ButtonLink to={paths.freelancersList} size="md" className="mt-5">
          Ver Lista de Freelancers
        </ButtonLink>
      </EmptyState>
    </Card>
  );
}
