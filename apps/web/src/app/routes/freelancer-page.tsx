import type { TFreelancerProfile } from '@labora/shared/freelancers';
import { ArrowLeft, UserPen } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { CardsSkeleton } from '@/components/marketplace/cards-skeleton';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-states';
import { GIGS_SECTION_ID, paths } from '@/config/paths';
import { useFreelancer } from '@/features/freelancers/api/get-freelancer';
import { AboutSection } from '@/features/freelancers/components/about-section';
import { FreelancerNotFound } from '@/features/freelancers/components/freelancer-not-found';
import { ProfileHeader } from '@/features/freelancers/components/profile-header';
import { GigOrdersInbox } from '@/features/gigs/components/gig-orders-inbox';
import { GigsLockedSection } from '@/features/gigs/components/gigs-locked-section';
import { GigsSection } from '@/features/gigs/components/gigs-section';
import { InviteDialog } from '@/features/jobs/components/invite-dialog';
import { SendMessageButton } from '@/features/messages/components/send-message-button';
import { PortfolioSection } from '@/features/portfolio/components/portfolio-section';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { hasErrorCode } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /freelancer/{id}: a public profile (freelancers) with portfolio (portfolio), services (gigs), reviews (reviews) and, for
 * another viewer, the invitation to one of their jobs (jobs); the owner manages their services here.
 */
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
        // A malformed id is as missing as an unknown one.
        hasErrorCode(query.error, 'NOT_FOUND', 'INVALID_ID') ? (
          <FreelancerNotFound />
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
  // 'Meus serviços' (…#servicos) lands on the services once the profile is on screen, however long it took.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${GIGS_SECTION_ID}`) document.getElementById(GIGS_SECTION_ID)?.scrollIntoView();
  }, [hash]);

  const actions = isOwn ? (
    <ButtonLink to={paths.editProfile} variant="secondary" size="md">
      <UserPen aria-hidden className="size-4" />
      Editar Perfil
    </ButtonLink>
  ) : profile.isFreelancer ? (
    <>
      <SendMessageButton userId={profile.id} name={profile.name} />
      <InviteDialog freelancerId={profile.id} freelancerFirstName={firstName} />
    </>
  ) : null;

  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile} actions={actions} />
      <AboutSection profile={profile} isOwn={isOwn} />
      {profile.isFreelancer && <PortfolioSection freelancerId={profile.id} firstName={firstName} manage={manage} />}

      {(profile.isFreelancer || isOwn) && (
        <div id={GIGS_SECTION_ID} className="scroll-mt-20">
          {profile.isFreelancer ? (
            <GigsSection sellerId={profile.id} firstName={firstName} manage={manage} />
          ) : (
            <GigsLockedSection />
          )}
        </div>
      )}
      {/* The seller's answers to 'Contratar' on their services (gig orders). */}
      {manage && <GigOrdersInbox as="seller" />}

      <ReviewsSection userId={profile.id} firstName={firstName} />
    </div>
  );
}
