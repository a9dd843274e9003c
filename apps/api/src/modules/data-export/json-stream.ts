/**
 * JSON written piece by piece: an area's rows come from the database a page at a time and leave as text at once,
 * so a person with a million messages costs one page of memory, not a million rows.
 */

/** Rows in pages; `fetch(offset)` answers the next page, fewer than `size` rows at the end. */
export const PAGE_SIZE = 500;

export type Pager<T> = (offset: number, limit: number) => Promise<T[]>;

export async function* pages<T>(fetch: Pager<T>, size = PAGE_SIZE): AsyncGenerator<T> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(offset, size);
    yield* rows;
    if (rows.length < size) return;
  }
}

/**
 * Rows in pages after the last one's key (the largest areas, messages and the statement, have increasing ids): each
 * page is an index range scan, where an offset would read every earlier row again.
 */
export async function* pagesAfter<T, K>(
  fetch: (after: K | null, limit: number) => Promise<T[]>,
  keyOf: (row: T) => K,
  size = PAGE_SIZE,
): AsyncGenerator<T> {
  let after: K | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = keyOf(last);
  }
}

/** A JSON array of what `rows` yields, indented like JSON.stringify(…, null, 2) would at `depth`. */
export async function* jsonArray(rows: AsyncIterable<unknown>, depth = 0): AsyncGenerator<string> {
  const pad = '  '.repeat(depth + 1);
  let first = true;
  for await (const row of rows) {
    const text = JSON.stringify(row, null, 2).replaceAll('\n', `\n${pad}`);
    yield `${first ? '[\n' : ',\n'}${pad}${text}`;
    first = false;
  }
  yield first ? '[]' : `\n${'  '.repeat(depth)}]`;
}

/** A JSON object whose values are plain values or streamed arrays (AsyncIterables), in the order given. */
export async function* jsonObject(fields: Record<string, unknown>): AsyncGenerator<string> {
  const entries = Object.entries(fields);
  yield '{\n';
  for (const [index, [key, value]] of entries.entries()) {
    yield `  ${JSON.stringify(key)}: `;
    if (isAsyncIterable(value)) yield* jsonArray(value, 1);
    else yield JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
    yield index < entries.length - 1 ? ',\n' : '\n';
  }
  yield '}\n';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
