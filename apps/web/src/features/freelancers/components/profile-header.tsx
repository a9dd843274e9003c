import type { TFreelancerProfile } from '@labora/shared/freelancers';
import { formatBRL } from '@labora/shared/money';
import { BriefcaseBusiness, CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Stars } from '@/components/marketplace/rating';
import { LevelBadge } from '@/components/marketplace/seller-level-badge';
import { CpfVerifiedBadge } from '@/components/marketplace/trust-badges';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { formatCount, formatMonthYear, formatRating, plural } from '@/lib/format';

interface ProfileHeaderProps {
  profile: TFreelancerProfile;
  /** The viewer's buttons: invite someone else, or edit one's own profile. */
  actions?: ReactNode;
}

/** Who the freelancer is, at a glance: picture, name, Cargo, city, and the numbers clients weigh. */
export function ProfileHeader({ profile, actions }: ProfileHeaderProps) {
  const { name, expertise, location, hourlyRateCents, rating, reviewCount, completedProjects, memberSince } = profile;
  return (
    <Card className="p-5 shadow-sm sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar name={name} url={profile.avatarUrl} size="xl" alt={`Foto de perfil de ${name}`} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
            <h1 className="break-words font-extrabold text-3xl text-nevoa-950 tracking-tight">{name}</h1>
            {profile.isFreelancer && <LevelBadge level={profile.level} />}
            {profile.cpfVerified && <CpfVerifiedBadge />}
          </div>
          <div className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-nevoa-600 sm:justify-start">
            {expertise && (
              <span className="inline-flex items-center gap-1.5">
                <BriefcaseBusiness aria-hidden className="size-4 shrink-0 text-nevoa-500" />
                <span className="sr-only">Cargo: </span>
                {expertise}
              </span>
            )}
            {location && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden className="size-4 shrink-0 text-nevoa-500" />
                <span className="sr-only">Cidade: </span>
                {location}
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4 shrink-0 text-nevoa-500" />
              Membro desde {formatMonthYear(memberSince)}
            </span>
          </div>
          {actions && <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 border-nevoa-200 border-t pt-6 lg:grid-cols-4">
        <Stat label="Valor por hora">
          {hourlyRateCents === null ? (
            <Muted>Não informado</Muted>
          ) : (
            // On a narrow tile the line breaks before '/hora', never inside the amount.
            <>
              <span className="whitespace-nowrap">{formatBRL(hourlyRateCents)}</span>
              <wbr />
              /hora
            </>
          )}
        </Stat>
        <Stat label="Avaliação média">
          {rating === null || reviewCount === 0 ? (
            <Muted>Sem avaliações</Muted>
          ) : (
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {formatRating(rating)}
              <Stars value={Math.round(rating)} decorative />
              <span className="font-medium text-nevoa-600 text-sm">
                ({plural(reviewCount, 'avaliação', 'avaliações')})
              </span>
            </span>
          )}
        </Stat>
        <Stat label="Projetos concluídos">{formatCount(completedProjects)}</Stat>
        <Stat label="Nível">{profile.level}</Stat>
      </dl>
    </Card>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl bg-nevoa-50 px-3.5 py-3 sm:px-4">
      <dt className="font-semibold text-nevoa-600 text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 font-bold text-base text-nevoa-950 sm:text-lg">{children}</dd>
    </div>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <span className="font-medium text-base text-nevoa-500">{children}</span>;
}
