import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

/** What a query asks of the engine: rows as arrays or objects, and type ids to leave as the database's text. */
export interface StatementOptions {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
}

const { serialize } = protocol;
const MAX_STATEMENTS = 500;
// Postgres' "cached plan must not change result type": a statement prepared before a migration changed its table.
const STALE_PLAN = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const identity = (value: string) => value;

/**
 * Runs statements on a PGlite instance through named prepared statements, one call into the database per
 * execution (bind, describe, execute, sync) instead of PGlite.query's five (parse, describe, bind, describe,
 * execute, then sync), and without re-parsing SQL seen before. Callers serialise: one statement at a time, and
 * transactions are the caller's BEGIN/COMMIT (see pglite-thread.ts).
 */
export class PgliteStatements {
  #statements = new Map<string, { name: string; paramTypes: number[] }>();
  #next = 0;

  constructor(private readonly pg: PGlite) {}

  static async settings(pg: PGlite): Promise<void> {
    // Plan every execution with its own values, as unnamed statements are: a generic plan of a LIKE search
    // cannot see the pattern and may pick a worse index.
    await pg.exec('set plan_cache_mode = force_custom_plan');
  }

  async #prepare(text: string) {
    const found = this.#statements.get(text);
    if (found) {
      // Most recently used last, so eviction drops the coldest.
      this.#statements.delete(text);
      this.#statements.set(text, found);
      return found;
    }
    const name = `labora_${++this.#next}`;
    const messages = await this.pg.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    this.#statements.set(text, statement);
    if (this.#statements.size > MAX_STATEMENTS) {
      const [oldText, oldest] = this.#statements.entries().next().value as [string, { name: string }];
      this.#statements.delete(oldText);
      await this.pg.execProtocolStream(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    return statement;
  }

  #serialize(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  /** One statement with parameters; rows parsed by PGlite's parsers except `rawTypes`, left as text. */
  async query(text: string, params: unknown[] = [], options: StatementOptions = {}, retried = false): Promise<Results> {
    const statement = await this.#prepare(text);
    const values = params.map((value, i) => this.#serialize(value, statement.paramTypes[i]));
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      messages = await this.pg.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      if ((error as { code?: string }).code === STALE_PLAN && !retried) {
        this.#statements.delete(text);
        return this.query(text, params, options, true);
      }
      throw Object.assign(error as object, { query: text });
    }
    const parsers = options.rawTypes?.length
      ? { ...this.pg.parsers, ...Object.fromEntries(options.rawTypes.map((t) => [t, identity])) }
      : this.pg.parsers;
    const [result] = parse.parseResults(messages, parsers, { rowMode: options.rowMode ?? 'object' });
    return result as Results;
  }

  /** SQL without parameters (one or several statements, simple protocol): BEGIN, COMMIT, migrations' raw SQL. */
  async exec(text: string): Promise<Results[]> {
    const messages = await this.pg.execProtocolStream(serialize.query(text), { syncToFs: false });
    return parse.parseResults(messages, this.pg.parsers) as Results[];
  }
}
