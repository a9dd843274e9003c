import type { TFreelancerProfile } from '@labora/shared/freelancers';
import { SkillChips } from '@/components/marketplace/chips';
import { ProfileSection } from '@/components/marketplace/profile-section';

interface AboutSectionProps {
  profile: Pick<TFreelancerProfile, 'bio' | 'skills'>;
  /** The viewer's own profile: an empty bio says where to write one. */
  isOwn: boolean;
}

/** 'Sobre': the freelancer's bio and skills. */
export function AboutSection({ profile, isOwn }: AboutSectionProps) {
  return (
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
  );
}
