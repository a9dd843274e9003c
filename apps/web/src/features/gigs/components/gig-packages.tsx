import type { TGig, TGigPackageTier } from '@labora/shared/gigs';
import { formatBRL } from '@labora/shared/money';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { PackageTerms } from './gig-order-panel';

interface GigPackagesProps {
  gig: TGig;
  /** The package the order panel has chosen; absent for the seller (nothing to choose). */
  chosen?: TGigPackageTier;
  onChoose?: (tier: TGigPackageTier) => void;
}

/** The packages side by side (stacked on a phone): name, price, delivery, revisions and what each includes. */
export function GigPackages({ gig, chosen, onChoose }: GigPackagesProps) {
  const headingId = useId();
  const columns = gig.packages.length === 3 ? 'sm:grid-cols-3' : gig.packages.length === 2 ? 'sm:grid-cols-2' : '';
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          {gig.packages.length > 1 ? 'Compare os pacotes' : 'O que o pacote inclui'}
        </h2>
        <ul className={cn('mt-4 grid gap-3', columns)}>
          {gig.packages.map((pkg) => {
            const active = pkg.tier === chosen;
            return (
              <li
                key={pkg.tier}
                className={cn(
                  'flex flex-col rounded-2xl border p-4',
                  active ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-nevoa-200',
                )}
              >
                <h3 className="font-bold text-nevoa-950">{pkg.name}</h3>
                <p className="font-extrabold text-2xl text-brand-800 tabular-nums">{formatBRL(pkg.priceCents)}</p>
                <PackageTerms pkg={pkg} className="mt-3 flex-1" />
                {onChoose && gig.packages.length > 1 && (
                  <Button
                    variant={active ? 'primary' : 'secondary'}
                    size="md"
                    fullWidth
                    className="mt-4"
                    aria-pressed={active}
                    onClick={() => onChoose(pkg.tier)}
                  >
                    {active ? 'Escolhido' : 'Escolher'}
                    <span className="sr-only"> o pacote {pkg.name}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
    </section>
  );
}
