import type { TDispute } from '@labora/shared/disputes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDispute } from '../api/get-dispute';
import { CaseFile } from '../components/case-file';
import { DecisionCard } from '../components/decision-card';
import { DecisionForm } from '../components/decision-form';
import { DisputeDeadlines } from '../components/dispute-deadlines';
import { DisputeHeader } from '../components/dispute-header';
import { DisputeLoadError, DisputeSkeleton } from '../components/dispute-load-states';
import { DisputeTimeline } from '../components/dispute-timeline';
import { TakeCaseButton } from '../components/take-case-button';

/** /moderacao/:id: the case, its case file and the staff's steps (take, decide, review an appeal) as allowed. */
export function ModerationCasePage() {
  const { id = '' } = useParams();
  const dispute = useDispute(id);
  useDocumentTitle(dispute.data ? `Moderação: ${dispute.data.contractTitle}` : 'Moderação');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to={paths.moderation}
        className="-ml-2 inline-flex h-10 items-center gap-1.5 rounded-xl px-2 font-semibold text-brand-700 text-sm transition-colors hover:bg-brand-50"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar à fila
      </Link>
      {dispute.isPending ? (
        <DisputeSkeleton />
      ) : dispute.isError ? (
        <DisputeLoadError error={dispute.error} onRetry={() => void dispute.refetch()} retrying={dispute.isFetching} />
      ) : (
        <ModerationCaseView dispute={dispute.data} />
      )}
    </div>
  );
}

export function ModerationCaseView({ dispute }: { dispute: TDispute }) {
  const allowed = new Set(dispute.allowedActions);
  return (
    <div className="space-y-6">
      <DisputeHeader dispute={dispute} />
      {allowed.has('take') && (
        <div className="flex flex-col gap-2 rounded-2xl bg-sol-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-pretty text-nevoa-800 text-sm">
            Ninguém assumiu este caso. Ao assumir, você é o moderador responsável e a fase de evidências se encerra.
          </p>
          <TakeCaseButton disputeId={dispute.id} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <DisputeDeadlines deadlines={dispute.deadlines} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          {allowed.has('decide') && (
            <DecisionForm disputeId={dispute.id} escrowCents={dispute.escrowCents} mode="decide" />
          )}
          {dispute.decision && <DecisionCard dispute={{ ...dispute, decision: dispute.decision }} />}
          {allowed.has('review_appeal') && (
            <DecisionForm
              disputeId={dispute.id}
              escrowCents={dispute.escrowCents}
              mode="review"
              initialFreelancerCents={dispute.decision?.freelancerCents ?? null}
            />
          )}
          <DisputeTimeline dispute={dispute} />
          <CaseFile disputeId={dispute.id} />
        </div>
      </div>
    </div>
  );
}
