import type { TContract } from '@labora/shared/contracts';
import { formatBRL } from '@labora/shared/money';
import { Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import type { StatusVocabulary } from '../lib/status';
import { Fact } from './fact-list';
import { StatusBadge } from './status-badge';

interface ContractCardProps {
  contract: TContract;
  vocabulary: StatusVocabulary;
  children: ReactNode;
}

/** A contract in a list: an article named by its title, with the status badge beside it; the rest is the caller's. */
export function ContractCard({ contract, vocabulary, children }: ContractCardProps) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex w-full flex-col p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 id={titleId} className="min-w-0 flex-1 break-words font-bold text-lg text-nevoa-950 leading-snug">
          {contract.title}
        </h2>
        <StatusBadge status={contract.status} vocabulary={vocabulary} />
      </div>
      {children}
    </Card>
  );
}

/** The contract's value, as both cards show it. */
export function ValueFact({ contract }: { contract: TContract }) {
  return (
    <Fact icon={Wallet} label="Valor">
      <span className="text-base text-brand-800">{formatBRL(contract.valueCents)}</span>
    </Fact>
  );
}
