import { UserRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfile } from '../api/get-profile';
import { AvatarSection } from '../components/avatar-section';
import { PageHeading } from '../components/page-heading';
import { ProfileForm } from '../components/profile-form';
import { ProfileLoadError, ProfileSkeleton } from '../components/profile-states';

/** 'Editar Perfil' (/edit-profile, also /EditProfile): the picture and every profile field. */
export function EditProfilePage() {
  useDocumentTitle('Editar Perfil');
  const profile = useProfile();

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title="Editar Perfil"
        subtitle="Mantenha seus dados em dia para receber as melhores oportunidades."
        action={
          <ButtonLink to={paths.viewProfile} variant="secondary" size="md" className="self-start sm:self-auto">
            <UserRound aria-hidden className="size-4" />
            Ver meu perfil
          </ButtonLink>
        }
      />
      <div className="mt-8 space-y-6">
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          <ProfileLoadError error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <>
            <AvatarSection profile={profile.data} />
            {/* Filled once from the loaded profile; a background refetch must not overwrite what is being typed. */}
            <ProfileForm key={profile.data._id} profile={profile.data} />
          </>
        )}
      </div>
    </div>
  );
}
