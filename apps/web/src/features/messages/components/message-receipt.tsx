import { Check, CheckCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MessageReceipt } from '../hooks/use-read-receipts';

const RECEIPTS: Record<MessageReceipt, { label: string; icon: typeof Check; className: string }> = {
  sent: { label: 'Enviada', icon: Check, className: 'text-brand-100' },
  delivered: { label: 'Entregue', icon: CheckCheck, className: 'text-brand-100' },
  read: { label: 'Lida', icon: CheckCheck, className: 'text-sol-300' },
};

/** Beside the time of my message: one tick sent, two delivered, two in yellow read (named for screen readers). */
export function MessageReceiptIcon({ receipt }: { receipt: MessageReceipt }) {
  const { label, icon: Icon, className } = RECEIPTS[receipt];
  return (
    <span role="img" aria-label={label} title={label} className={cn('ml-1 inline-flex align-middle', className)}>
      <Icon aria-hidden className="size-4" strokeWidth={2.25} />
    </span>
  );
}
