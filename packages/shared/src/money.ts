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
