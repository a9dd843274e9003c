import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { PROPOSAL_FORM_MESSAGES } from '../lib/proposal-form';

interface ProposalsLoadErrorProps {
  error: unknown;
  /** What failed, when the server gives no reason ('Não foi possível carregar as propostas.'). */
  fallback: string;
  onRetry: () => void;
  retrying: boolean;
}

/** Proposals that failed to load, said inside the card that holds them, with a retry. */
export function ProposalsLoadError({ error, fallback, onRetry, retrying }: ProposalsLoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-danger-700">{errorMessage(error, { fallback, network: PROPOSAL_FORM_MESSAGES.network })}</p>
      <Button variant="secondary" size="md" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw aria-hidden className="size-4" />}
        Tentar novamente
      </Button>
    </div>
  );
}
