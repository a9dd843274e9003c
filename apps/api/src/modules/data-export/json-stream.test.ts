import { describe, expect, it } from 'vitest';
import { jsonArray, jsonObject, pages, pagesAfter } from './json-stream.js';

const text = async (parts: AsyncIterable<string>) => {
  let out = '';
  for await (const part of parts) out += part;
  return out;
};
const collect = async <T>(rows: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
};
const ROWS = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, nome: `linha ${i + 1}`, lista: [i] }));

describe('the streamed JSON of a copy', () => {
  it('reads every row once across page boundaries, by offset or after the last id', async () => {
    const asked: number[] = [];
    const byOffset = pages(async (offset, limit) => {
      asked.push(offset);
      return ROWS.slice(offset, offset + limit);
    }, 2);
    expect(await collect(byOffset)).toEqual(ROWS);
    expect(asked).toEqual([0, 2, 4]);
    const afters: (number | null)[] = [];
    const byKey = pagesAfter(
      async (after: number | null, limit) => {
        afters.push(after);
        return ROWS.filter((row) => row.id > (after ?? 0)).slice(0, limit);
      },
      (row) => row.id,
      2,
    );
    expect(await collect(byKey)).toEqual(ROWS);
    expect(afters).toEqual([null, 2, 4]);
  });

  it('writes valid, indented JSON with plain values, empty and full arrays', async () => {
    const rowsOf = async function* <T>(items: T[]) {
      yield* items;
    };
    const written = await text(
      jsonObject({ observacao: 'Valores em centavos.', vazia: rowsOf([]), linhas: rowsOf(ROWS), fim: { ok: true } }),
    );
    expect(JSON.parse(written)).toEqual({
      observacao: 'Valores em centavos.',
      vazia: [],
      linhas: ROWS,
      fim: { ok: true },
    });
    expect(written).toBe(`${JSON.stringify(JSON.parse(written), null, 2)}\n`);
    expect(JSON.parse(await text(jsonArray(rowsOf(ROWS))))).toEqual(ROWS);
  });
});
