import { Link } from 'react-router';
import { ProfileSection } from '@/components/marketplace/profile-section';
import { paths } from '@/config/paths';

/** 'Serviços' on one's own profile before becoming a freelancer: only freelancers publish services. */
export function GigsLockedSection() {
  return (
    <ProfileSection title="Serviços">
      <p className="text-nevoa-700">
        Para publicar serviços, escolha{' '}
        <Link to={paths.userSelection} className="font-semibold text-brand-700 underline">
          “Ser um Freelancer”
        </Link>
        .
      </p>
    </ProfileSection>
  );
}
