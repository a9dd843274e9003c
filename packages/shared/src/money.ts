/** Money is integer centavos end to end; reais appear only at the edges (forms, SPEC fields in reais). */

/** Reais with at most two decimals to centavos; null when the amount has fractions of a centavo or is not finite. */
export function reaisToCents(reais: number): number | null {
  if (!Number.isFinite(reais)) return null;
  const cents = Math.round(reais * 100);
  return Math.abs(cents - reais * 100) < 1e-6 ? cents : null;
}

export function centsToReais(cents: number): number {
  return cents / 100;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

// '85', '85,5', '1.234,56' (pt-BR), and '85.50' for whoever types the dot as the decimal mark.
const TYPED_PT_BR = /^\d{1,3}(\.\d{3})+(,\d+)?$|^\d+(,\d+)?$/;
const TYPED_DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/**
 * An amount a person typed in reais, in centavos: null for an empty box, undefined when it is not an amount
 * ('abc', '-5', '1,234', fractions of a centavo).
 */
export function parseTypedReais(text: string): number | null | undefined {
  const compact = text.replace(/^\s*R\$/i, '').replace(/\s/g, '');
  if (compact === '') return null;
  let normalized: string;
  if (TYPED_PT_BR.test(compact)) normalized = compact.replaceAll('.', '').replace(',', '.');
  else if (TYPED_DOT_DECIMAL.test(compact)) normalized = compact;
  else return undefined;
  return reaisToCents(Number(normalized)) ?? undefined;
}

const typedAmount = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 150050 → '1.500,50', as an amount box shows it once typed; '' for none. */
export function formatTypedReais(cents: number | null): string {
  return cents === null ? '' : typedAmount.format(cents / 100);
}
