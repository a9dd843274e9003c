import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a form's own parser, which answers with what to send or with each
 * field's first message (forms whose rules need more than a zod schema: today's date, typed amounts); `root`
 * for a problem no field owns.
 */
export function parsedFormResolver<TValues extends FieldValues, TParsed>(
  parse: (values: TValues) => { data: TParsed } | { errors: Partial<Record<keyof TValues | 'root', string>> },
): Resolver<TValues, unknown, TParsed> {
  return async (values) => {
    const result = parse(values);
    if ('data' in result) return { values: result.data, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<TValues>;
    return { values: {}, errors };
  };
}
