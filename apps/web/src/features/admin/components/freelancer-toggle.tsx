import type { TAdminUser } from '@labora/shared/admin';
import { USERS_MESSAGES } from '@labora/shared/users';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useSetUserFreelancer } from '../api/set-user-freelancer';
import { fullName } from '../lib/full-name';

const PILL = 'inline-flex h-7 min-w-14 items-center justify-center rounded-full px-3 font-semibold text-xs';

/** The Sim/Não cell: a toggle for an admin, plain text for a moderator (who may only read). */
export function FreelancerToggle({ user, canWrite }: { user: TAdminUser; canWrite: boolean }) {
  const setFreelancer = useSetUserFreelancer();
  const label = user.isFreelancer ? 'Sim' : 'Não';
  const tone = user.isFreelancer ? 'bg-sol-100 text-sol-800' : 'bg-nevoa-100 text-nevoa-700';

  if (!canWrite) return <span className={cn(PILL, tone)}>{label}</span>;

  const toggle = () =>
    setFreelancer.mutate(
      { userId: user._id, isFreelancer: !user.isFreelancer },
      {
        onError: (error) =>
          toast.error(
            errorMessage(error, {
              fallback: USERS_MESSAGES.freelancerUpdateFailed,
              network: USERS_MESSAGES.freelancerUpdateFailed,
            }),
          ),
      },
    );

  return (
    <button
      type="button"
      // The name starts with the word on screen (WCAG 2.5.3, Label in Name), so 'Não' spoken to voice control
      // finds it; the rest says whose flag it is, since every row has one. aria-pressed tells the state.
      aria-label={`${label} — freelancer: ${fullName(user)}`}
      aria-pressed={user.isFreelancer}
      aria-busy={setFreelancer.isPending || undefined}
      disabled={setFreelancer.isPending}
      onClick={toggle}
      className={cn(
        PILL,
        tone,
        'ring-1 ring-transparent ring-inset transition hover:ring-current disabled:cursor-wait disabled:opacity-60',
      )}
    >
      {label}
    </button>
  );
}
