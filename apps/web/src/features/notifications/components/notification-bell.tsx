import * as RadixDialog from '@radix-ui/react-dialog';
import { Bell, CheckCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useUnreadNotificationsCount } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import { bellLabel, unreadBadgeText } from '../lib/notification-badge';
import { NotificationList } from './notification-list';

/**
 * The bell: the real unread count ('99+' past 99), live through the socket's 'notifications' event. It opens a
 * panel (a dialog: focus moves in and returns, Escape closes) listing the notifications, each opening its page.
 */
export function NotificationBell({ variant = 'card' }: { variant?: 'card' | 'toolbar' }) {
  const [open, setOpen] = useState(false);
  const count = useUnreadNotificationsCount();
  const unread = count.data ?? 0;
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        aria-label={bellLabel(unread)}
        className={cn(
          'relative flex shrink-0 items-center justify-center rounded-xl text-nevoa-700 transition-colors hover:bg-nevoa-100 hover:text-nevoa-950 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
          // 'card': beside the dashboard's greeting; 'toolbar': in the phone's top bar, like the menu button.
          variant === 'card' ? 'size-11 border border-nevoa-200 bg-white shadow-sm' : 'size-10',
        )}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 font-bold text-[0.6875rem] text-white tabular-nums ring-2 ring-white"
          >
            {unreadBadgeText(unread)}
          </span>
        )}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-nevoa-950/20 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed top-3 right-3 left-3 z-50 flex max-h-[calc(100dvh-1.5rem)] flex-col rounded-3xl bg-white shadow-2xl shadow-nevoa-950/20 focus:outline-hidden data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in motion-reduce:animate-none sm:left-auto sm:w-[26rem]"
        >
          <NotificationsPanelBody unread={unread} onClose={() => setOpen(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function NotificationsPanelBody({ unread, onClose }: { unread: number; onClose: () => void }) {
  const markAll = useMarkAllNotificationsRead();
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success('Todas as notificações foram marcadas como lidas.'),
      onError: (error) =>
        toast.error(
          errorMessage(error, {
            fallback: 'Não foi possível marcar as notificações como lidas.',
            network: 'Sem conexão com o servidor. Tente novamente.',
          }),
        ),
    });
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-nevoa-100 border-b px-5 pt-4 pb-3">
        <RadixDialog.Title className="font-extrabold text-lg text-nevoa-950">Notificações</RadixDialog.Title>
        <RadixDialog.Close
          aria-label="Fechar notificações"
          className="-mr-2 flex size-10 items-center justify-center rounded-xl text-nevoa-500 hover:bg-nevoa-100 hover:text-nevoa-950"
        >
          <X aria-hidden className="size-5" />
        </RadixDialog.Close>
      </div>
      <div className="flex items-center justify-between gap-3 px-5 pt-3">
        <p className="text-nevoa-600 text-sm" aria-live="polite">
          {unread === 0 ? 'Nenhuma não lida' : `${unreadBadgeText(unread)} ${unread === 1 ? 'não lida' : 'não lidas'}`}
        </p>
        <Button
          variant="ghost"
          size="md"
          onClick={markAllRead}
          loading={markAll.isPending}
          disabled={unread === 0 || markAll.isPending}
          className="-mr-2"
        >
          {!markAll.isPending && <CheckCheck aria-hidden className="size-4" />}
          Marcar todas como lidas
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 pt-2 pb-4">
        <NotificationList filter="all" emptyTitle="Você não tem notificações." onOpen={onClose} />
      </div>
    </>
  );
}
