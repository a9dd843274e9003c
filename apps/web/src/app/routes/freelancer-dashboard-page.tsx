import { TimeTracker } from '@/features/time-tracking/components/time-tracker';
import { firstNameOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/freelancer (SPEC): a seller's figures, active projects, skills and the time tracker. */
export function FreelancerDashboardPage() {
  useDocumentTitle('Painel de Controle do Freelancer');
  const user = useSessionUser();
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">
        Painel de Controle do Freelancer
      </h1>
      <p className="mt-2 text-pretty text-nevoa-600">Bem-vindo de volta, {firstNameOf(user)}!</p>
      <div className="mt-8">
        <TimeTracker />
      </div>
    </div>
  );
}
