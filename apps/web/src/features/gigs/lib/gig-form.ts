import {
  checkPackageLadder,
  GIG_PACKAGE_FIELDS,
  type TGig,
  type TGigInput,
  type TGigPackage,
  type TGigPackageTier,
  ZGigInput,
} from '@labora/shared/gigs';
import { z } from 'zod';

/** One package as typed: the price in centavos (null while the box is empty), days and revisions as typed, and
 * what is included one item per line. Padrão and Premium count only when `offered` is ticked. */
export interface PackageFormValues {
  offered: boolean;
  price: number | null;
  deliveryDays: string;
  revisions: string;
  included: string;
}

/** A whole number as typed ('' is no number, so the rule's own message shows). */
const typedNumber = z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(text.trim())));

const ZPackageForm = z
  .object({
    offered: z.boolean(),
    price: z
      .number()
      .nullable()
      .transform((cents) => cents ?? Number.NaN)
      .pipe(GIG_PACKAGE_FIELDS.priceCents),
    deliveryDays: typedNumber.pipe(GIG_PACKAGE_FIELDS.deliveryDays),
    revisions: typedNumber.pipe(GIG_PACKAGE_FIELDS.revisions),
    // Any problem of the list (too many, one too long) shows on the one box it was typed in.
    included: z.string().transform((text, ctx) => {
      const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const parsed = GIG_PACKAGE_FIELDS.included.safeParse(lines);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
      return z.NEVER;
    }),
  })
  .transform(({ offered: _, price, ...rest }) => ({ priceCents: price, ...rest }));

const ZPackageFormValues = z.object({
  offered: z.boolean(),
  price: z.number().nullable(),
  deliveryDays: z.string(),
  revisions: z.string(),
  included: z.string(),
});

/** Padrão and Premium: checked (with each issue on its own field) only when offered; null when not. */
const ZOptionalPackageForm = ZPackageFormValues.transform((values, ctx) => {
  if (!values.offered) return null;
  const parsed = ZPackageForm.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** The gig form, checked with ZGigInput's own rules and the packages' ladder (shared with the API). */
export const ZGigForm = z
  .object({
    title: ZGigInput.shape.title,
    category: z.string().pipe(ZGigInput.shape.category),
    packages: z
      .object({
        basico: ZPackageForm,
        padrao: ZOptionalPackageForm,
        premium: ZOptionalPackageForm,
      })
      .superRefine((packages, ctx) => checkPackageLadder(packages, ctx, (p) => p.priceCents as number, 'price')),
    description: ZGigInput.shape.description,
    hasVideoCall: z.boolean(),
  })
  .transform((fields): TGigInput => fields);

export type TGigFormValues = z.input<typeof ZGigForm>;

const EMPTY_PACKAGE: PackageFormValues = { offered: false, price: null, deliveryDays: '', revisions: '', included: '' };

export const EMPTY_GIG_FORM: TGigFormValues = {
  title: '',
  category: '',
  packages: {
    basico: { ...EMPTY_PACKAGE, offered: true, deliveryDays: '7', revisions: '1' },
    padrao: EMPTY_PACKAGE,
    premium: EMPTY_PACKAGE,
  },
  description: '',
  hasVideoCall: false,
};

function packageValues(pkg: TGigPackage | undefined): PackageFormValues {
  if (!pkg) return EMPTY_PACKAGE;
  return {
    offered: true,
    price: pkg.priceCents,
    deliveryDays: String(pkg.deliveryDays),
    revisions: String(pkg.revisions),
    included: pkg.included.join('\n'),
  };
}

export function gigFormValues(gig: TGig): TGigFormValues {
  const tier = (name: TGigPackageTier) => packageValues(gig.packages.find((p) => p.tier === name));
  return {
    title: gig.title,
    category: gig.category,
    packages: { basico: tier('basico'), padrao: tier('padrao'), premium: tier('premium') },
    description: gig.description,
    hasVideoCall: gig.hasVideoCall,
  };
}
