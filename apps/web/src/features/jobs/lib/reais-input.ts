import { reaisToCents } from '@labora/shared/money';

// '1500', '1500,5', '1.500,50' (pt-BR), and '1500.50' for whoever types the dot as the decimal mark.
const PT_BR = /^\d{1,3}(\.\d{3})+(,\d+)?$|^\d+(,\d+)?$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/**
 * An amount typed in reais, in centavos: null for an empty box, undefined when it is not an amount
 * ('abc', '-5', '1,234', fractions of a centavo).
 */
export function parseReaisToCents(text: string): number | null | undefined {
  const compact = text.replace(/^\s*R\$/i, '').replace(/\s/g, '');
  if (compact === '') return null;
  let normalized: string;
  if (PT_BR.test(compact)) normalized = compact.replaceAll('.', '').replace(',', '.');
  else if (DOT_DECIMAL.test(compact)) normalized = compact;
  else return undefined;
  return reaisToCents(Number(normalized)) ?? undefined;
}

const amount = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 150050 → '1.500,50', as an amount box shows it once typed. */
export function formatCentsInput(cents: number | null): string {
  return cents === null ? '' : amount.format(cents / 100);
}
