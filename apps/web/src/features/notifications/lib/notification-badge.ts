import type { TNotificationType } from '@labora/shared/notification-rules';
import {
  AtSign,
  Banknote,
  Briefcase,
  FileText,
  Info,
  type LucideIcon,
  Mail,
  MessageSquare,
  Star,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';

/** The bell's number: exact up to 99, then '99+'. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bell's accessible name, with the count in words. */
export function bellLabel(count: number | undefined): string {
  if (!count) return 'Notificações';
  return `Notificações: ${count > 99 ? 'mais de 99' : count} ${count === 1 ? 'não lida' : 'não lidas'}`;
}

/** The icon beside each notification, by what it is about. */
export const NOTIFICATION_ICONS: Record<TNotificationType, LucideIcon> = {
  message: MessageSquare,
  payment: Wallet,
  system: Info,
  proposal: FileText,
  contract: Briefcase,
  review: Star,
  group: Users,
  mention: AtSign,
  connection: UserPlus,
  invitation: Mail,
  withdrawal: Banknote,
};
