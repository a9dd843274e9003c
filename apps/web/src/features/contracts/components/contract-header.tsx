import type { TContract } from '@labora/shared/contracts';
import { Card } from '@/components/ui/card';
import { ProgressBar } from './progress-bar';
import { StatusBadge } from './status-badge';

/** The contract page's head: status, the reader's side, the title, the other party and the progress. */
export function ContractHeader({ contract }: { contract: TContract }) {
  const other = contract.myRole === 'client' ? contract.freelancer : contract.client;
  return (
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
  );
}
