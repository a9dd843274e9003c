import { UserRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { CityField } from '@/features/catalog/components/city-field';
import { useProfile } from '@/features/users/api/get-profile';
import { AvatarSection } from '@/features/users/components/avatar-section';
import { PageHeading } from '@/features/users/components/page-heading';
import { ProfileForm } from '@/features/users/components/profile-form';
import { ProfileSkeleton } from '@/features/users/components/profile-skeleton';
import { PROFILE_FORM_MESSAGES } from '@/features/users/lib/profile-messages';
import { useDocumentTitle } from '@/lib/use-document-title';

/** 'Editar Perfil' (/edit-profile, also /EditProfile): the picture and every profile field, the city searched in the catalog. */
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
          <LoadError
            title={PROFILE_FORM_MESSAGES.loadFailed}
            networkMessage={PROFILE_FORM_MESSAGES.network}
            error={profile.error}
            onRetry={() => profile.refetch()}
            retrying={profile.isFetching}
          />
        ) : (
          <>
            <AvatarSection profile={profile.data} />
            {/* Filled once from the loaded profile; a background refetch must not overwrite what is being typed. */}
            <ProfileForm key={profile.data._id} profile={profile.data} CityField={CityField} />
          </>
        )}
      </div>
    </div>
  );
}
