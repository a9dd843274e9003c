/** What each star count means, said beside the stars while choosing. */
export const RATING_WORDS: Record<number, string> = {
  1: 'Ruim',
  2: 'Regular',
  3: 'Bom',
  4: 'Muito bom',
  5: 'Excelente',
};

export function starsLabel(n: number): string {
  return n === 1 ? '1 estrela' : `${n} estrelas`;
}
