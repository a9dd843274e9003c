import {
  GIG_MESSAGES,
  GIG_PACKAGE_NAMES,
  GIG_PACKAGE_TIERS,
  type TGigPackage,
  type TGigPackageTier,
  type ZGigPackagesInput,
} from '@labora/shared/gigs';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { type GigPackageRow, gigPackages } from '../../db/schema/gigs.js';
import { AppError } from '../../lib/app-error.js';

type PackagesInput = z.output<typeof ZGigPackagesInput>;

/** The tiers offered, Básico first (null and missing tiers are not offered). */
function offered(packages: PackagesInput) {
  return GIG_PACKAGE_TIERS.flatMap((tier) => {
    const pkg = packages[tier];
    return pkg ? [{ tier, ...pkg }] : [];
  });
}

/** 'A partir de': the cheapest package (Básico, while the ladder rule holds; computed anyway). */
export function lowestPrice(packages: PackagesInput): number {
  return Math.min(...offered(packages).map((p) => p.priceCents));
}

export function packageRows(gigId: string, packages: PackagesInput): GigPackageRow[] {
  return offered(packages).map((p) => ({
    gigId,
    tier: p.tier,
    priceCents: p.priceCents,
    deliveryDays: p.deliveryDays,
    revisions: p.revisions,
    included: p.included,
  }));
}

export function toPackage(row: Omit<GigPackageRow, 'gigId'>): TGigPackage {
  return {
    tier: row.tier,
    name: GIG_PACKAGE_NAMES[row.tier],
    priceCents: row.priceCents,
    deliveryDays: row.deliveryDays,
    revisions: row.revisions,
    included: row.included,
  };
}

/** The stored package an order is for: its price is the one charged, whatever the request said. */
export async function packageOf(db: Executor, gigId: string, tier: TGigPackageTier): Promise<GigPackageRow> {
  const [row] = await db
    .select()
    .from(gigPackages)
    .where(and(eq(gigPackages.gigId, gigId), eq(gigPackages.tier, tier)));
  if (!row) throw new AppError('GIG_PACKAGE_NOT_OFFERED', GIG_MESSAGES.packageNotOffered);
  return row;
}
