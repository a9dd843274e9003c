import { formatBRL } from '@labora/shared/money';
import { formatPhone } from '@labora/shared/phone';
import type { TProfile } from '@labora/shared/users';
import { BriefcaseBusiness, ExternalLink, MapPin, Store, UserPen } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { GIGS_SECTION_ID, paths } from '@/config/paths';
import { intentOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OwnProfileLoader } from '../components/own-profile-loader';
import { PageHeading } from '../components/page-heading';
import { GENDER_LABELS } from '../lib/gender-labels';

const NOT_GIVEN = 'Não informado';

/** 'Meu Perfil' (/view-profile): the signed-in user's profile, read-only. */
export function ViewProfilePage() {
  useDocumentTitle('Meu Perfil');

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title="Meu Perfil"
        subtitle="É assim que seus dados estão cadastrados na Labora."
        action={
          <ButtonLink to={paths.editProfile} size="md" className="self-start sm:self-auto">
            <UserPen aria-hidden className="size-4" />
            Editar Perfil
          </ButtonLink>
        }
      />
      <div className="mt-8 space-y-6">
        <OwnProfileLoader skeletonFields={6}>{(profile) => <ProfileDetails profile={profile} />}</OwnProfileLoader>
      </div>
    </div>
  );
}

/** A disabled field: the value is there to read (and select), not to change. */
function ReadOnlyField({ label, value, className }: { label: string; value: string; className?: string }) {
  return <TextField label={label} value={value} placeholder={NOT_GIVEN} disabled className={className} />;
}

/** How others see the user: the public profile, and for a seller the services on it ('Meus serviços'). */
function PublicProfileLinks({ userId }: { userId: string }) {
  const seller = intentOf(useSessionUser()) === 'seller';
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <ButtonLink to={paths.freelancer(userId)} variant="secondary" size="md">
        <ExternalLink aria-hidden className="size-4" />
        Ver meu perfil público
      </ButtonLink>
      {seller && (
        <ButtonLink
          to={{ pathname: paths.freelancer(userId), hash: `#${GIGS_SECTION_ID}` }}
          variant="secondary"
          size="md"
        >
          <Store aria-hidden className="size-4" />
          Meus serviços
        </ButtonLink>
      )}
    </div>
  );
}

function ProfileDetails({ profile }: { profile: TProfile }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <>
      <Card className="flex flex-col items-center gap-5 p-6 text-center shadow-sm sm:flex-row sm:p-8 sm:text-left">
        <Avatar name={name} url={profile.avatar_url} size="xl" alt={`Foto de perfil de ${name}`} />
        <div className="min-w-0">
          <h2 className="font-extrabold text-2xl text-nevoa-950">{name}</h2>
          <div className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-nevoa-600 sm:justify-start">
            {profile.user_type && (
              <span className="inline-flex items-center gap-1.5">
                <BriefcaseBusiness aria-hidden className="size-4 text-nevoa-500" />
                {profile.user_type}
              </span>
            )}
            {profile.location && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden className="size-4 text-nevoa-500" />
                {profile.location}
              </span>
            )}
          </div>
          <PublicProfileLinks userId={profile._id} />
        </div>
      </Card>

      <SectionCard title="Dados pessoais">
        <div className="grid gap-5 sm:grid-cols-2">
          <ReadOnlyField label="Nome" value={profile.first_name} />
          <ReadOnlyField label="Sobrenome" value={profile.last_name} />
          <ReadOnlyField label="E-mail" value={profile.email} />
          <ReadOnlyField label="Telefone" value={formatPhone(profile.phone)} />
          <TextareaField
            label="Bio"
            rows={4}
            value={profile.bio}
            placeholder={NOT_GIVEN}
            disabled
            className="sm:col-span-2"
          />
        </div>
      </SectionCard>

      <SectionCard title="Perfil profissional">
        <div className="grid gap-5 sm:grid-cols-2">
          <ReadOnlyField label="Cargo" value={profile.user_type} />
          <ReadOnlyField label="Cidade" value={profile.location} />
          <ReadOnlyField
            label="Valor por hora"
            value={profile.hourly_rate === null ? '' : `${formatBRL(Math.round(profile.hourly_rate * 100))}/hora`}
          />
          <ReadOnlyField label="Gênero" value={GENDER_LABELS[profile.gender]} />
          <div className="sm:col-span-2">
            <h3 className="mb-1.5 font-semibold text-nevoa-800 text-sm">Habilidades</h3>
            {profile.skills.length > 0 ? (
              <ul aria-label="Habilidades" className="flex flex-wrap gap-2">
                {profile.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full border border-brand-200 bg-brand-50 px-3.5 py-1.5 font-semibold text-brand-800 text-sm"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-nevoa-500">{NOT_GIVEN}</p>
            )}
          </div>
        </div>
      </SectionCard>
    </>
  );
}
