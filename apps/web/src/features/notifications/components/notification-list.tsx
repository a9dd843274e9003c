import type { TNotification } from '@labora/shared/notifications';
import { BellOff, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { formatTimeAgo } from '@/lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-read';
import { NOTIFICATION_ICONS } from '../lib/notification-badge';

interface NotificationListProps {
  filter: 'all' | 'messages';
  /** What an empty list says. */
  emptyTitle: string;
  emptyIcon?: LucideIcon;
  /** Called after a notification is opened (the bell's panel closes). */
  onOpen?: () => void;
  /** Compact rows (the Messages screen's narrow column). */
  dense?: boolean;
}

/** Notifications newest first, with their text and relative time; opening one marks it read. */
export function NotificationList({ filter, emptyTitle, emptyIcon = BellOff, onOpen, dense }: NotificationListProps) {
  const list = useNotifications(filter);
  const markRead = useMarkNotificationRead();
  if (list.isPending) return <RowsSkeleton rows={3} label="Carregando notificações" />;
  if (list.isError) {
    return (
      <SectionLoadError
        title="Não foi possível carregar as notificações."
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} size="sm" />;
  const open = (notification: TNotification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    onOpen?.();
  };
  return (
    <div>
      <ul className="divide-y divide-nevoa-100">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationRow notification={notification} onOpen={() => open(notification)} dense={dense} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button variant="ghost" size="md" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Ver mais
          </Button>
        </div>
      )}
    </div>
  );
}

function NotificationRow({
  notification,
  onOpen,
  dense,
}: {
  notification: TNotification;
  onOpen: () => void;
  dense?: boolean;
}) {
  const Icon = NOTIFICATION_ICONS[notification.type];
  const unread = notification.readAt === null;
  const className = cn(
    'flex w-full items-start gap-3 rounded-xl text-left transition-colors hover:bg-nevoa-50 focus-visible:outline-2 focus-visible:outline-brand-600',
    dense ? 'px-1 py-2.5' : 'px-2 py-3',
  );
  const body = (
    <>
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-xl',
          unread ? 'bg-brand-50 text-brand-700' : 'bg-nevoa-100 text-nevoa-500',
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block text-pretty text-sm', unread ? 'font-semibold text-nevoa-950' : 'text-nevoa-700')}>
          {notification.text}
        </span>
        <time dateTime={notification.createdAt} className="mt-0.5 block text-nevoa-500 text-xs">
          {formatTimeAgo(notification.createdAt)}
        </time>
      </span>
      {unread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">Não lida</span>
        </span>
      )}
    </>
  );
  return notification.link ? (
    <Link to={notification.link} onClick={onOpen} className={className}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onOpen} className={className}>
      {body}
    </button>
  );
}
