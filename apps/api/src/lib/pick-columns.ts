import { getTableColumns, type Table } from 'drizzle-orm';

/** Some of a table's columns by name, for a select that must show exactly those (a public view, say). */
export function pickColumns<T extends Table, K extends keyof T['_']['columns']>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name as string]])) as Pick<T['_']['columns'], K>;
}
