import { AtSign } from 'lucide-react';
import { SidePanel } from '@/components/ui/side-panel';
import { NotificationList } from './notification-list';

/** The Messages screen's 'Notificações': mentions (@nome) and group additions, newest first. */
export function MessagesNotificationsPanel() {
  return (
    <SidePanel title="Notificações">
      <div className="mt-2">
        <NotificationList
          filter="messages"
          emptyTitle="Menções e convites para grupos aparecem aqui."
          emptyIcon={AtSign}
          dense
        />
      </div>
    </SidePanel>
  );
}
