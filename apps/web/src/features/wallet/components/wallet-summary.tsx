import { formatBRL } from '@labora/shared/money';
import type { TWallet } from '@labora/shared/wallet';
import type { LucideIcon } from 'lucide-react';
import { ArrowUpFromLine, Hourglass, Lock, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { SKELETON_BAR } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';

interface Figure {
  label: string;
  hint: string;
  cents: number;
  icon: LucideIcon;
}

function figuresOf(wallet: TWallet): Figure[] {
  return [
    { label: 'Disponível', hint: 'Seu para usar ou sacar.', cents: wallet.availableCents, icon: Wallet },
    {
      label: 'Em custódia (pago por você)',
      hint: 'Contratos que você pagou e ainda não liberou.',
      cents: wallet.escrowCents,
      icon: Lock,
    },
    {
      label: 'A receber',
      hint: 'Em custódia nos seus contratos, antes da taxa.',
      cents: wallet.receivableCents,
      icon: Hourglass,
    },
    {
      label: 'Em saque',
      hint: 'Saques a caminho da sua conta.',
      cents: wallet.withdrawingCents,
      icon: ArrowUpFromLine,
    },
  ];
}

/** The four figures of the wallet, from the ledger (GET /api/wallet). */
export function WalletSummary({ wallet }: { wallet: TWallet | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Sua carteira
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {wallet
          ? figuresOf(wallet).map(({ label, hint, cents, icon: Icon }, index) => (
              <Card
                key={label}
                className={cn('p-4 shadow-sm sm:p-5', index === 0 && 'border-brand-200 bg-brand-50/60')}
              >
                <dt className="flex items-start gap-2 font-semibold text-nevoa-700 text-sm">
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {label}
                </dt>
                <dd className="mt-2">
                  <span
                    className={cn(
                      'block font-extrabold text-nevoa-950 tabular-nums',
                      index === 0 ? 'text-2xl text-brand-800' : 'text-xl',
                    )}
                  >
                    {formatBRL(cents)}
                  </span>
                  <span className="mt-1 block text-nevoa-600 text-xs">{hint}</span>
                </dd>
              </Card>
            ))
          : [0, 1, 2, 3].map((i) => (
              <Card key={i} className="p-4 shadow-sm sm:p-5" aria-hidden>
                <div className={cn(SKELETON_BAR, 'h-4 w-24')} />
                <div className={cn(SKELETON_BAR, 'mt-3 h-7 w-32')} />
              </Card>
            ))}
      </dl>
    </section>
  );
}

/** 'Saldo disponível', on its own (the payment screen). */
export function AvailableBalance({ wallet }: { wallet: TWallet | undefined }) {
  return (
    <Card className="flex items-center gap-4 border-brand-200 bg-brand-50/60 p-5 shadow-sm">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
        <Wallet aria-hidden className="size-6" />
      </span>
      <p className="min-w-0">
        <span className="block font-semibold text-nevoa-700 text-sm">Saldo disponível</span>
        {wallet ? (
          <span className="block font-extrabold text-2xl text-brand-800 tabular-nums">
            {formatBRL(wallet.availableCents)}
          </span>
        ) : (
          <span role="status" className={cn(SKELETON_BAR, 'mt-1 block h-7 w-32')}>
            <span className="sr-only">Carregando saldo</span>
          </span>
        )}
      </p>
    </Card>
  );
}
