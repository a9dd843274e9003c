import { AtSign } from 'lucide-react';
import { useId } from 'react';
import { NotificationList } from './notification-list';

/** The Messages screen's 'Notificações': mentions (@nome) and group additions, newest first. */
export function MessagesNotificationsPanel() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-nevoa-200 bg-white p-4 shadow-nevoa-900/5 shadow-sm"
    >
      <h2 id={headingId} className="font-bold text-base text-nevoa-950">
        Notificações
      </h2>
      <div className="mt-2">
        <NotificationList
          filter="messages"
          emptyTitle="Menções e convites para grupos aparecem aqui."
          emptyIcon={AtSign}
          dense
        />
      </div>
    </section>
  );
}
