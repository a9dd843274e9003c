import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

const BADGE =
  'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-xs';

/** The person added a valid CPF that no other account has (the CPF itself is never shown). */
export function CpfVerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(BADGE, 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset', className)}
      title="Esta pessoa cadastrou um CPF válido, que não está em nenhuma outra conta da Labora."
    >
      <BadgeCheck aria-hidden className="size-3.5" />
      CPF verificado
    </span>
  );
}

/** The client has funded at least one contract's escrow on Labora. */
export function PaymentGuaranteedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(BADGE, 'bg-sol-100 text-sol-900 ring-1 ring-sol-300 ring-inset', className)}
      title="Este cliente já depositou o pagamento de um contrato na Labora antes do trabalho começar."
    >
      <ShieldCheck aria-hidden className="size-3.5" />
      Pagamento garantido
    </span>
  );
}
