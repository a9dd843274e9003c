import { type TGig, type TGigInput, ZGigInput } from '@labora/shared/gigs';
import { reaisToCents } from '@labora/shared/money';
import { z } from 'zod';

// '85', '85,5', '1.234,56' (pt-BR), and '85.50' for whoever types the dot as the decimal mark.
const PT_BR = /^\d{1,3}(\.\d{3})+(,\d+)?$|^\d+(,\d+)?$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/** An amount typed in reais, in centavos; undefined when it is not one ('abc', '-5', '1,234', '')... */
export function parseReaisToCents(text: string): number | undefined {
  const compact = text.replace(/^\s*R\$/i, '').replace(/\s/g, '');
  let normalized: string;
  if (PT_BR.test(compact)) normalized = compact.replaceAll('.', '').replace(',', '.');
  else if (DOT_DECIMAL.test(compact)) normalized = compact;
  else return undefined;
  // ...or when it has fractions of a centavo.
  return reaisToCents(Number(normalized)) ?? undefined;
}

const amount = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 150000 → '1.500,00', as the price box shows it. */
export function formatReaisInput(cents: number): string {
  return amount.format(cents / 100);
}

/** The gig form: the price as typed in reais, checked and sent in centavos with ZGigInput's own rules. */
export const ZGigForm = z
  .object({
    title: ZGigInput.shape.title,
    category: z.string().pipe(ZGigInput.shape.category),
    price: z.string().transform(parseReaisToCents).pipe(ZGigInput.shape.priceCents),
    description: ZGigInput.shape.description,
    hasVideoCall: z.boolean(),
  })
  .transform(({ price, ...fields }): TGigInput => ({ ...fields, priceCents: price }));

export type TGigFormValues = z.input<typeof ZGigForm>;

export const EMPTY_GIG_FORM: TGigFormValues = {
  title: '',
  category: '',
  price: '',
  description: '',
  hasVideoCall: false,
};

export function gigFormValues(gig: TGig): TGigFormValues {
  return {
    title: gig.title,
    category: gig.category,
    price: formatReaisInput(gig.priceCents),
    description: gig.description,
    hasVideoCall: gig.hasVideoCall,
  };
}
