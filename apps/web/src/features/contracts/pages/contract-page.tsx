import type { TContract } from '@labora/shared/contracts';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGoBack } from '@/lib/use-go-back';
import { useContract } from '../api/get-contract';
import { ContractActions } from '../components/contract-actions';
import { ContractLoadError, ContractSkeleton } from '../components/contract-states';
import { ContractSummary } from '../components/contract-summary';
import { ProgressBar } from '../components/progress-bar';
import { ReviewSection } from '../components/review-section';
import { StatusBadge } from '../components/status-badge';

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
  const other = contract.myRole === 'client' ? contract.freelancer : contract.client;
  const reviewsOpen = contract.status === 'concluido' || contract.myReview !== null || contract.theirReview !== null;
  return (
    <div className="space-y-6">
      <Card className="p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={contract.status} vocabulary={contract.myRole === 'client' ? 'hiring' : 'project'} />
          <span className="text-nevoa-600 text-sm">
            {contract.myRole === 'client' ? 'Você contratou' : 'Você foi contratado'}
          </span>
        </div>
        <h1 className="mt-3 break-words font-extrabold text-2xl sm:text-balance text-nevoa-950 tracking-tight sm:text-3xl">
          {contract.title}
        </h1>
        <p className="mt-2 text-nevoa-600">
          {contract.myRole === 'client' ? 'Freelancer' : 'Cliente'}:{' '}
          <span className="font-semibold text-nevoa-900">{other.name}</span>
        </p>
        <ProgressBar value={contract.progress} status={contract.status} className="mt-6 max-w-2xl" />
      </Card>

      {/* Phone: next steps, summary, description, reviews. Wide: the text on the left, the rest beside it. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <ContractActions contract={contract} />
          <ContractSummary contract={contract} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <DescriptionCard description={contract.description} />
          {reviewsOpen && <ReviewSection contract={contract} />}
        </div>
      </div>
    </div>
  );
}

function DescriptionCard({ description }: { description: string }) {
  return (
    <section aria-labelledby="contrato-descricao">
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id="contrato-descricao" className="font-bold text-nevoa-950 text-xl tracking-tight">
          Descrição
        </h2>
        {description ? (
          <p className="mt-3 whitespace-pre-line text-pretty break-words text-nevoa-800 leading-relaxed">
            {description}
          </p>
        ) : (
          <p className="mt-3 text-nevoa-500 italic">Sem descrição.</p>
        )}
      </Card>
    </section>
  );
}
