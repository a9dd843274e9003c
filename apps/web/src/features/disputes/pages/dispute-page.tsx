import type { TDispute } from '@labora/shared/disputes';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDispute } from '../api/get-dispute';
import { AnswerForm } from '../components/answer-form';
import { DecisionCard } from '../components/decision-card';
import { DisputeDeadlines } from '../components/dispute-deadlines';
import { DisputeHeader } from '../components/dispute-header';
import { DisputeLoadError, DisputeSkeleton } from '../components/dispute-load-states';
import { DisputeTimeline } from '../components/dispute-timeline';
import { EvidenceForm } from '../components/evidence-form';

const BACK_LINK =
  '-ml-2 inline-flex h-10 items-center gap-1.5 rounded-xl px-2 font-semibold text-brand-700 text-sm transition-colors hover:bg-brand-50';

/** /disputas/:id: a case as its two sides read it, every form shown only when allowedActions has it. */
export function DisputePage() {
  const { id = '' } = useParams();
  const dispute = useDispute(id);
  useDocumentTitle(dispute.data ? `Disputa: ${dispute.data.contractTitle}` : 'Disputa');

  return (
    <div className="mx-auto max-w-6xl">
      {dispute.isPending ? (
        <DisputeSkeleton />
      ) : dispute.isError ? (
        <DisputeLoadError error={dispute.error} onRetry={() => void dispute.refetch()} retrying={dispute.isFetching} />
      ) : (
        <DisputeView dispute={dispute.data} />
      )}
    </div>
  );
}

export function DisputeView({ dispute }: { dispute: TDispute }) {
  const allowed = new Set(dispute.allowedActions);
  const staff = dispute.myRole === 'moderator' || dispute.myRole === 'admin';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* The staff are no side of the contract: their way back is the queue. */}
        <Link to={staff ? paths.moderation : paths.contract(dispute.contractId)} className={BACK_LINK}>
          <ArrowLeft aria-hidden className="size-4" />
          {staff ? 'Voltar à moderação' : 'Voltar ao contrato'}
        </Link>
        {staff && (
          <ButtonLink to={paths.moderationCase(dispute.id)} variant="secondary" size="md">
            <ShieldCheck aria-hidden className="size-4" />
            Abrir na moderação
          </ButtonLink>
        )}
      </div>
      <DisputeHeader dispute={dispute} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <DisputeDeadlines deadlines={dispute.deadlines} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          {dispute.decision && <DecisionCard dispute={{ ...dispute, decision: dispute.decision }} />}
          {allowed.has('answer') && <AnswerForm disputeId={dispute.id} answerBy={dispute.deadlines.answerBy} />}
          {allowed.has('evidence') && <EvidenceForm disputeId={dispute.id} />}
          <DisputeTimeline dispute={dispute} />
        </div>
      </div>
    </div>
  );
}
