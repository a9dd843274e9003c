import { type TGig, type TGigInput, ZGigInput } from '@labora/shared/gigs';
import { z } from 'zod';

/** The gig form: the price in centavos (null while the box is empty), checked with ZGigInput's own rules. */
export const ZGigForm = z
  .object({
    title: ZGigInput.shape.title,
    category: z.string().pipe(ZGigInput.shape.category),
    price: z
      .number()
      .nullable()
      .transform((cents) => cents ?? Number.NaN)
      .pipe(ZGigInput.shape.priceCents),
    description: ZGigInput.shape.description,
    hasVideoCall: z.boolean(),
  })
  .transform(({ price, ...fields }): TGigInput => ({ ...fields, priceCents: price }));

export type TGigFormValues = z.input<typeof ZGigForm>;

export const EMPTY_GIG_FORM: TGigFormValues = {
  title: '',
  category: '',
  price: null,
  description: '',
  hasVideoCall: false,
};

export function gigFormValues(gig: TGig): TGigFormValues {
  return {
    title: gig.title,
    category: gig.category,
    price: gig.priceCents,
    description: gig.description,
    hasVideoCall: gig.hasVideoCall,
  };
}
