import { UserRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CityField } from '@/features/catalog/components/city-field';
import { AvatarSection } from '@/features/users/components/avatar-section';
import { OwnProfileLoader } from '@/features/users/components/own-profile-loader';
import { PageHeading } from '@/features/users/components/page-heading';
import { ProfileForm } from '@/features/users/components/profile-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** 'Editar Perfil' (/edit-profile, also /EditProfile): the picture and every profile field, the city searched in the catalog. */
export function EditProfilePage() {
  useDocumentTitle('Editar Perfil');

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
        <OwnProfileLoader>
          {(profile) => (
            <>
              <AvatarSection profile={profile} />
              {/* Filled once from the loaded profile; a background refetch must not overwrite what is being typed. */}
              <ProfileForm key={profile._id} profile={profile} CityField={CityField} />
            </>
          )}
        </OwnProfileLoader>
      </div>
    </div>
  );
}
