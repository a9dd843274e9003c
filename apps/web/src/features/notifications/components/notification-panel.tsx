import * as RadixDialog from '@radix-ui/react-dialog';
import { CheckCheck, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import { unreadBadgeText } from '../lib/notification-badge';
import { NotificationList } from './notification-list';

/**
 * The bell's panel (a dialog: focus moves in and returns to the bell, Escape closes), loaded when the bell is first
 * reached for (notification-bell.tsx), so no screen's first paint waits for it.
 */
export function NotificationPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
  unread,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  unread: number;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-nevoa-950/20 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-3 right-3 left-3 z-50 flex max-h-[calc(100dvh-1.5rem)] flex-col rounded-3xl bg-white shadow-2xl shadow-nevoa-950/20 focus:outline-hidden data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in motion-reduce:animate-none sm:left-auto sm:w-[26rem]"
        >
          <NotificationsPanelBody unread={unread} onClose={() => onOpenChange(false)} />
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
