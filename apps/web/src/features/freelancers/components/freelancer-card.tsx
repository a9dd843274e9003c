import type { TFreelancerCard } from '@labora/shared/freelancers';
import { BriefcaseBusiness, MapPin } from 'lucide-react';
import { useId } from 'react';
import { SkillChips } from '@/components/marketplace/chips';
import { Rating } from '@/components/marketplace/rating';
import { LevelBadge } from '@/components/marketplace/seller-level-badge';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatHourly } from '@/lib/format';

/** SPEC §3 "Freelancer": avatar, name, expertise, location, 'R$ N/hora', rating, bio and skills. */
export function FreelancerCard({ freelancer }: { freelancer: TFreelancerCard }) {
  const nameId = useId();
  const { name, expertise, location, hourlyRateCents, bio, skills, level, rating, reviewCount } = freelancer;
  return (
    <Card aria-labelledby={nameId} role="article" className="flex w-full flex-col p-5 shadow-sm">
      <div className="flex items-start gap-3.5">
        <Avatar name={name} url={freelancer.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="line-clamp-2 break-words font-bold text-lg text-nevoa-950 leading-snug">
            {name}
          </h3>
          {expertise && (
            <p className="mt-0.5 flex items-start gap-1.5 text-nevoa-700 text-sm">
              <BriefcaseBusiness aria-hidden className="mt-0.5 size-4 shrink-0 text-nevoa-500" />
              <span className="line-clamp-2">{expertise}</span>
            </p>
          )}
          {location && (
            <p className="mt-0.5 flex items-start gap-1.5 text-nevoa-600 text-sm">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-nevoa-500" />
              <span>{location}</span>
            </p>
          )}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="font-bold text-brand-800">
          {hourlyRateCents === null ? (
            <span className="font-medium text-nevoa-600 text-sm">Valor por hora não informado</span>
          ) : (
            formatHourly(hourlyRateCents)
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Rating
            rating={rating}
            reviewCount={reviewCount}
            emptyLabel={level === 'Novo' ? undefined : 'Sem avaliações'}
          />
          <LevelBadge level={level} />
        </div>
      </div>

      {bio && <p className="mt-3 line-clamp-3 text-pretty text-nevoa-700 text-sm leading-relaxed">{bio}</p>}
      <SkillChips skills={skills} max={5} className="mt-4" />

      <div className="mt-auto pt-5">
        <ButtonLink to={paths.freelancer(freelancer.id)} variant="secondary" size="md" fullWidth>
          Ver Perfil<span className="sr-only"> de {name}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
