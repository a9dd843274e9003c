import { FREELANCER_MESSAGES } from '@labora/shared/freelancers';
import { UserRoundX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/load-states';
import { paths } from '@/config/paths';

/** A profile that is not there: removed, or a wrong address. */
export function FreelancerNotFound() {
  return (
    <Card className="p-6 shadow-sm sm:p-10">
      <EmptyState icon={UserRoundX} title={FREELANCER_MESSAGES.notFound} className="border-0 bg-transparent py-4">
        <p>O perfil pode ter sido removido ou o endereço está incorreto.</p>
        <ButtonLink to={paths.freelancersList} size="md" className="mt-5">
          Ver Lista de Freelancers
        </ButtonLink>
      </EmptyState>
    </Card>
  );
}
