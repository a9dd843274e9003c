import type { TDashboardActivity } from '@labora/shared/dashboard';
import type { TActivityKind } from '@labora/shared/dashboard-rules';
import { Activity, FolderKanban, type LucideIcon, MessageSquare, Star, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatTimeAgo } from '@/lib/format';
import { useDashboard, useOlderActivities } from '../api/get-dashboard';

const KINDS: Record<TActivityKind, { icon: LucideIcon; label: string; tone: string }> = {
  project: { icon: FolderKanban, label: 'Projeto', tone: 'bg-brand-50 text-brand-700' },
  message: { icon: MessageSquare, label: 'Mensagem', tone: 'bg-nevoa-100 text-nevoa-700' },
  payment: { icon: Wallet, label: 'Pagamento', tone: 'bg-sol-50 text-sol-800' },
  review: { icon: Star, label: 'Avaliação', tone: 'bg-sol-50 text-sol-800' },
};

/** Where an activity leads: its conversation, contract or job, whichever it names first. */
function linkOf(activity: TDashboardActivity): string | null {
  if (activity.kind === 'message' && activity.conversationId) return paths.conversation(activity.conversationId);
  if (activity.contractId) return paths.contract(activity.contractId);
  if (activity.jobId) return paths.job(activity.jobId);
  return null;
}

function ActivityRow({ activity }: { activity: TDashboardActivity }) {
  const { icon: Icon, label, tone } = KINDS[activity.kind];
  const to = linkOf(activity);
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', tone)}>
        <Icon aria-hidden className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-pretty text-nevoa-900 text-sm">
          <span className="sr-only">{label}: </span>
          {to ? (
            <Link to={to} className="hover:text-brand-800 hover:underline">
              {activity.description}
            </Link>
          ) : (
            activity.description
          )}
        </p>
        <p className="mt-0.5 text-nevoa-600 text-xs">
          <time dateTime={activity.createdAt}>{formatTimeAgo(activity.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

/** 'Atividades recentes': the person's own events, newest first; 'Ver mais' pages through older ones. */
export function RecentActivities({ className }: { className?: string }) {
  const dashboard = useDashboard();
  const first = dashboard.data?.activities;
  const older = useOlderActivities(first?.nextCursor ?? null);
  const olderItems = older.data?.pages.flatMap((page) => page.items) ?? [];
  const hasMore = older.data ? older.hasNextPage : Boolean(first?.nextCursor);

  return (
    <Section title="Atividades recentes" className={className}>
      <Card className="p-4 shadow-sm sm:p-5">
        {dashboard.isPending ? (
          <RowsSkeleton rows={4} label="Carregando atividades recentes" />
        ) : dashboard.isError ? (
          <SectionLoadError
            title="Não foi possível carregar as atividades recentes."
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isRefetching}
          />
        ) : dashboard.data.activities.items.length === 0 ? (
          <EmptyState icon={Activity} title="Nenhuma atividade ainda" size="sm">
            Propostas, mensagens, pagamentos e avaliações aparecem aqui assim que acontecerem.
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-nevoa-100">
              {[...dashboard.data.activities.items, ...olderItems].map((activity) => (
                <ActivityRow key={activity.id} activity={activity} />
              ))}
            </ul>
            {older.isError && (
              <p role="alert" className="mt-3 text-center text-danger-700 text-sm">
                Não foi possível carregar mais atividades. Tente novamente.
              </p>
            )}
            {hasMore && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="ghost"
                  size="md"
                  loading={older.isFetching}
                  onClick={() => void (older.data ? older.fetchNextPage() : older.refetch())}
                >
                  Ver mais
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </Section>
  );
}
