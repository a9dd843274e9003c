import { centsToReais, reaisToCents } from '@labora/shared/money';

// '85', '85,5', '1.234,56' (pt-BR), and '85.50' for whoever types the dot as the decimal mark.
const PT_BR = /^\d{1,3}(\.\d{3})+(,\d+)?$|^\d+(,\d+)?$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/**
 * The amount a person typed in reais: a number with at most two decimals, null for an empty box,
 * or undefined when it is not an amount ('abc', '-5', '1,234').
 */
export function parseReaisInput(text: string): number | null | undefined {
  const compact = text.replace(/^\s*R\$/i, '').replace(/\s/g, '');
  if (compact === '') return null;
  let normalized: string;
  if (PT_BR.test(compact)) normalized = compact.replaceAll('.', '').replace(',', '.');
  else if (DOT_DECIMAL.test(compact)) normalized = compact;
  else return undefined;
  // Going through centavos drops float noise and refuses fractions of a centavo.
  const cents = reaisToCents(Number(normalized));
  return cents === null ? undefined : centsToReais(cents);
}

const amount = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 85.5 → '85,50', as the hourly rate box shows it. */
export function formatReaisInput(reais: number | null): string {
  return reais === null ? '' : amount.format(reais);
}
