/** Rough width of an axis label at 12 px, to decide what fits under each point. */
const labelWidth = (label: string) => label.length * 7 + 8;

/**
 * The x labels that fit the plot's width: 'Semana 3' shortens to 'S3' first, then every other (or third...) label
 * shows. The table beside the chart keeps every label in full.
 */
export function fittingLabels(labels: readonly string[], plotWidth: number): string[] {
  const room = plotWidth / Math.max(labels.length, 1);
  const fits = (list: readonly string[]) => Math.max(...list.map(labelWidth)) <= room;
  const short = fits(labels) ? labels : labels.map((l) => l.replace(/^Semana (\d+)$/, 'S$1'));
  if (fits(short)) return [...short];
  const every = Math.ceil(Math.max(...short.map(labelWidth)) / room);
  return short.map((l, i) => (i % every === 0 ? l : ''));
}
