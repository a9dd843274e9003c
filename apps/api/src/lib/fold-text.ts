/**
 * Text folded for accent- and case-insensitive search: 'São José d'Oeste-Mirim' → 'sao jose d oeste mirim'.
 * The same folding is applied to what is stored and to what the user types, so no database extension
 * (unaccent) is needed and PGlite and PostgreSQL behave the same.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
