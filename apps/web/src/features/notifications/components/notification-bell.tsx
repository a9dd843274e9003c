import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useDeferredDialog } from '@/components/ui/deferred-dialog';
import { cn } from '@/lib/cn';
import { deferredComponent } from '@/lib/deferred-component';
import { useUnreadNotificationsCount } from '../api/get-notifications';
import { bellLabel, unreadBadgeText } from '../lib/notification-badge';

// The panel and its list load when the bell is first reached for (see useDeferredDialog).
const NotificationPanel = deferredComponent(async () => (await import('./notification-panel')).NotificationPanel);

/**
 * The bell: the real unread count ('99+' past 99), live through the socket's 'notifications' event. It opens a
 * panel (a dialog: focus moves in and returns, Escape closes) listing the notifications, each opening its page.
 */
export function NotificationBell({ variant = 'card' }: { variant?: 'card' | 'toolbar' }) {
  const [open, setOpen] = useState(false);
  const count = useUnreadNotificationsCount();
  const unread = count.data ?? 0;
  const panel = useDeferredDialog({ open, onOpen: () => setOpen(true), preload: NotificationPanel.preload });
  return (
    <>
      <button
        type="button"
        aria-label={bellLabel(unread)}
        className={cn(
          'relative flex shrink-0 items-center justify-center rounded-xl text-nevoa-700 transition-colors hover:bg-nevoa-100 hover:text-nevoa-950 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
          // 'card': beside the dashboard's greeting; 'toolbar': in the phone's top bar, like the menu button.
          variant === 'card' ? 'size-11 border border-nevoa-200 bg-white shadow-sm' : 'size-10',
        )}
        {...panel.triggerProps}
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
      </button>
      {panel.mounted && (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={panel.onCloseAutoFocus}
            unread={unread}
          />
        </Suspense>
      )}
    </>
  );
}
