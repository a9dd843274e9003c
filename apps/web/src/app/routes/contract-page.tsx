import type { TContract } from '@labora/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useContract } from '@/features/contracts/api/get-contract';
import { storeContract } from '@/features/contracts/api/store-contract';
import { ContractActions } from '@/features/contracts/components/contract-actions';
import { ContractDeliveries } from '@/features/contracts/components/contract-deliveries';
import { ContractDescription } from '@/features/contracts/components/contract-description';
import { ContractHeader } from '@/features/contracts/components/contract-header';
import { ContractLoadError, ContractSkeleton } from '@/features/contracts/components/contract-load-states';
import { ContractPaymentCard } from '@/features/contracts/components/contract-payment-card';
import { ContractSummary } from '@/features/contracts/components/contract-summary';
import { ContractResolutionSection } from '@/features/disputes/components/contract-resolution-section';
import { ESCROW_FROZEN_NOTE } from '@/features/disputes/lib/labels';
import { ContractReviewsSection, goToReviews } from '@/features/reviews/components/contract-reviews-section';
import { TimesheetSection } from '@/features/timesheets/components/timesheet-section';
import { useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGoBack } from '@/lib/use-go-back';

/** /contracts/:id ('Ver Detalhes' of a hiring or a project): the contract, its moves and the reviews. */
export function ContractPage() {
  const { id = '' } = useParams();
  const contract = useContract(id);
  const user = useSessionUser();
  // Back from a contract opened straight from a link goes to the list of the reader's side.
  const isFreelancer = contract.data ? contract.data.myRole === 'freelancer' : Boolean(user?.isFreelancer);
  const goBack = useGoBack(isFreelancer ? paths.myProjects : paths.hiring);
  useDocumentTitle(contract.data?.title ?? 'Contrato');

  return (
    <div className="mx-auto max-w-6xl">
      <button
        type="button"
        onClick={goBack}
        className="-ml-2 inline-flex h-10 items-center gap-1.5 rounded-xl px-2 font-semibold text-brand-700 text-sm transition-colors hover:bg-brand-50"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar
      </button>
      <div className="mt-3">
        {contract.isPending ? (
          <ContractSkeleton />
        ) : contract.isError ? (
          <ContractLoadError
            error={contract.error}
            onRetry={() => void contract.refetch()}
            retrying={contract.isFetching}
            onBack={goBack}
          />
        ) : (
          <ContractView contract={contract.data} />
        )}
      </div>
    </div>
  );
}

function ContractView({ contract }: { contract: TContract }) {
  const queryClient = useQueryClient();
  const reviewsOpen = contract.status === 'concluido' || contract.myReview !== null || contract.theirReview !== null;
  // Agreements and disputes exist only on a contract that was paid into escrow.
  const funded = contract.fundedAt !== null;
  const inProgressWithEscrow = contract.status === 'em_andamento' && contract.escrowCents > 0;
  return (
    <div className="space-y-6">
      <ContractHeader contract={contract} />

      {/* Phone: next steps, summary, description, deliveries, reviews. Wide: the text on the left, the rest beside it. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <ContractPaymentCard contract={contract} />
          <ContractActions
            contract={contract}
            onReview={goToReviews}
            frozenNote={contract.disputeId ? ESCROW_FROZEN_NOTE : undefined}
          />
          {funded && (
            <ContractResolutionSection contract={{ id: contract.id, myRole: contract.myRole, inProgressWithEscrow }} />
          )}
          <ContractSummary contract={contract} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <ContractDescription description={contract.description} />
          {contract.hourlyRateCents !== null && <TimesheetSection contract={contract} />}
          <ContractDeliveries contract={contract} />
          {reviewsOpen && (
            <ContractReviewsSection
              contract={contract}
              // The review's answer is the contract as now: shown at once, here and in the lists.
              onReviewed={(reviewed) => storeContract(queryClient, reviewed)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
