import type { TProfile } from '@labora/shared/users';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-states';
import { useProfile } from '../api/get-profile';
import { PROFILE_FORM_MESSAGES } from '../lib/profile-messages';
import { ProfileSkeleton } from './profile-skeleton';

interface OwnProfileLoaderProps {
  /** How many field placeholders the skeleton shows while loading. */
  skeletonFields?: number;
  children: (profile: TProfile) => ReactNode;
}

/** The signed-in user's profile: a skeleton while it loads, an error with a retry, then the children. */
export function OwnProfileLoader({ skeletonFields, children }: OwnProfileLoaderProps) {
  const profile = useProfile();
  if (profile.isPending) return <ProfileSkeleton fields={skeletonFields} />;
  if (profile.isError) {
    return (
      <LoadError
        title={PROFILE_FORM_MESSAGES.loadFailed}
        networkMessage={PROFILE_FORM_MESSAGES.network}
        error={profile.error}
        onRetry={() => profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return children(profile.data);
}
