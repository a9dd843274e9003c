import { formatCount } from '@/lib/format';

/** A long text's counter under its box: '12 de 5.000 caracteres (mínimo 30)'. */
export function countHint(length: number, min: number, max: number): string {
  const minimum = min > 0 ? ` (mínimo ${formatCount(min)})` : '';
  return `${formatCount(length)} de ${formatCount(max)} caracteres${minimum}`;
}
