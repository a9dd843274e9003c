/** 'Entrega em 1 dia' / 'Entrega em 7 dias'. */
export function deliveryText(days: number): string {
  return `Entrega em ${days} ${days === 1 ? 'dia' : 'dias'}`;
}

/** 'Sem revisões' / '1 revisão' / '3 revisões'. */
export function revisionsText(revisions: number): string {
  if (revisions === 0) return 'Sem revisões';
  return `${revisions} ${revisions === 1 ? 'revisão' : 'revisões'}`;
}
