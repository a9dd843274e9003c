import type { TProposal } from '@labora/shared/proposals';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

type Freelancer = Pick<TProposal['freelancer'], 'id' | 'name' | 'avatarUrl' | 'userType'>;

/** Who sent a proposal, as the owner sees it: the avatar, the name linking to the profile, and the headline. */
export function ProposalFreelancer({ freelancer, nameId }: { freelancer: Freelancer; nameId?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={freelancer.name} url={freelancer.avatarUrl} />
      <div className="min-w-0">
        <Link
          id={nameId}
          to={paths.freelancer(freelancer.id)}
          className="block truncate font-bold text-nevoa-950 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {freelancer.name}
        </Link>
        {freelancer.userType && <p className="truncate text-nevoa-600 text-sm">{freelancer.userType}</p>}
      </div>
    </div>
  );
}
