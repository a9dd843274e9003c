import { readFile } from 'node:fs/promises';
import { PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What a query asks of the engine: rows as arrays or objects, and type ids to leave as the database's text. */
export interface StatementOptions {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
}

/** Where PGlite keeps its files (none: in memory) and how Postgres starts. */
export interface EmbeddedDatabaseOptions {
  dataDir?: string;
  /** A file holding a data folder's dump to start from (tests: a migrated database, without initdb each time). */
  loadDataDir?: string;
  startParams?: string[];
}

/** A request to the embedded database: one statement, raw SQL, a copy of its files, or closing. */
export type PgliteRequest =
  | { op: 'query'; text: string; params: unknown[]; options: StatementOptions; begin?: boolean }
  | { op: 'exec'; text: string; begin?: boolean }
  | { op: 'dump' }
  | { op: 'close' };

/** A dump: the data folder as a tar and the engine's version (a backup's manifest). */
export interface DumpResult {
  tar: Uint8Array;
  postgres: string;
}

/**
 * Opens PGlite and returns what answers requests, one at a time in the order given: in a worker thread
 * (pglite-worker.ts) or in this one.
 */
export async function openEmbedded(options: EmbeddedDatabaseOptions) {
  // Contrib extensions the migrations create must be loaded into the WASM build up front.
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([await readFile(options.loadDataDir)]) : undefined,
    extensions: { pg_trgm },
    startParams: options.startParams,
  });
  const statements = new PgliteStatements(pg);
  return async (request: PgliteRequest): Promise<unknown> => {
    if (request.op === 'query') {
      return statements.query(request.text, request.params, request.options, request.begin);
    }
    if (request.op === 'exec') return statements.exec(request.text, request.begin);
    if (request.op === 'dump') return dump(pg);
    await pg.close();
    return null;
  };
}

/**
 * The data folder as a tar (PGlite's own dump, which `loadDataDir` reads back). Nothing else runs meanwhile (one
 * request at a time), so the copy is of one moment; the checkpoint first leaves restore little WAL to replay.
 */
async function dump(pg: PGlite): Promise<DumpResult> {
  await pg.exec('CHECKPOINT');
  const { rows } = await pg.query<{ server_version: string }>('show server_version');
  const tar = await pg.dumpDataDir('none');
  return { tar: new Uint8Array(await tar.arrayBuffer()), postgres: rows[0]?.server_version ?? '' };
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
// A transaction's BEGIN, kept prepared under its own name: sent in front of the transaction's first statement, in
// the same call, it costs no call of its own and leaves the unnamed statement (the one `#prepare` parsed) alone.
const BEGIN = 'labora_begin';

/**
 * A statement seen before: its parameter types, and its name when Postgres keeps it prepared. A pattern search
 * (LIKE) is parsed again each time instead, unnamed, so it is always planned for its own pattern: a prepared
 * statement may settle on a generic plan, and one plan cannot suit both a common word and a rare one.
 */
type Statement = { name: string | null; paramTypes: number[] };
const PLANNED_PER_VALUE = /\blike\b/i;
// Reads and single-statement writes are kept: they repeat (a money request's inserts and updates are the same text
// every time, and planning them again cost about a third of their time). Raw SQL (migrations) goes through `exec`,
// and bulk inserts have more parameters than MAX_KEPT_PARAMS, so statements seen once stay out of the cache and of
// Postgres' plan cache inside the WebAssembly heap.
const KEPT = /^\s*(select|with|insert|update|delete)\b/i;
const MAX_KEPT_PARAMS = 100;

/**
 * Runs statements on a PGlite instance through named prepared statements: one call into the database per
 * execution (bind, describe, execute, sync) instead of PGlite.query's five (parse, describe, bind, describe,
 * execute, then sync), without parsing or planning again SQL seen before (Postgres plans a prepared statement
 * generically once a generic plan proves as cheap as planning for each value). A statement seen for the first time
 * takes one call more. Callers serialise: one statement at a time, and transactions are the caller's BEGIN
 * (`begin` on its first statement) and COMMIT (see pglite-client.ts).
 */
export class PgliteStatements {
  #statements = new Map<string, Statement>();
  #next = 0;
  #parsers = new Map<string, typeof this.pg.parsers>();
  #beginPrepared = false;

  constructor(private readonly pg: PGlite) {}

  /**
   * The statement's parameter types, prepared when new; `parsed`: the unnamed statement is this one right now.
   * `begin`: BEGIN goes in front when this takes a call (so a statement that fails to parse fails inside the
   * transaction, as it would have); `begun` tells whether it went.
   */
  async #prepare(
    text: string,
    paramCount: number,
    begin: boolean,
  ): Promise<{ statement: Statement; parsed: boolean; begun: boolean }> {
    const found = this.#statements.get(text);
    if (found) {
      // Most recently used last, so eviction drops the coldest.
      this.#statements.delete(text);
      this.#statements.set(text, found);
      return { statement: found, parsed: false, begun: false };
    }
    const kept = KEPT.test(text) && paramCount <= MAX_KEPT_PARAMS;
    const name = kept && !PLANNED_PER_VALUE.test(text) ? `labora_${++this.#next}` : null;
    const messages = await this.pg.execProtocolStream(
      concat([
        ...(begin ? await this.#begin() : []),
        serialize.parse({ name: name ?? '', text }),
        serialize.describe({ type: 'S', name: name ?? '' }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    if (!kept) return { statement, parsed: true, begun: begin };
    this.#statements.set(text, statement);
    if (this.#statements.size > MAX_STATEMENTS) {
      const [oldText, oldest] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldText);
      if (oldest.name) {
        const close = serialize.close({ type: 'S', name: oldest.name });
        await this.pg.execProtocolStream(concat([close, serialize.sync()]), { syncToFs: false });
      }
    }
    return { statement, parsed: name === null, begun: begin };
  }

  /** PGlite's parsers with `rawTypes` left as text; built once per set (Drizzle asks the same set every time). */
  #parsersLeaving(rawTypes: number[]) {
    const key = rawTypes.join(',');
    let parsers = this.#parsers.get(key);
    if (!parsers) {
      parsers = { ...this.pg.parsers, ...Object.fromEntries(rawTypes.map((t) => [t, identity])) };
      this.#parsers.set(key, parsers);
    }
    return parsers;
  }

  #serialize(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  /** BEGIN's messages, to go in front of a statement in the same call (its answer comes first). */
  async #begin(): Promise<Uint8Array[]> {
    if (!this.#beginPrepared) {
      await this.pg.execProtocolStream(concat([serialize.parse({ name: BEGIN, text: 'BEGIN' }), serialize.sync()]), {
        syncToFs: false,
      });
      this.#beginPrepared = true;
    }
    return [serialize.bind({ statement: BEGIN, values: [] }), serialize.execute({})];
  }

  /**
   * One statement with parameters; rows parsed by PGlite's parsers except `rawTypes`, left as text. `begin`: the
   * statement opens a transaction, BEGIN goes in front of it in the same call.
   */
  async query(
    text: string,
    params: unknown[] = [],
    options: StatementOptions = {},
    begin = false,
    retried = false,
  ): Promise<Results> {
    const { statement, parsed, begun } = await this.#prepare(text, params.length, begin);
    const beginHere = begin && !begun;
    const values = params.map((value, i) => this.#serialize(value, statement.paramTypes[i]));
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      messages = await this.pg.execProtocolStream(
        concat([
          ...(beginHere ? await this.#begin() : []),
          ...(statement.name || parsed ? [] : [serialize.parse({ name: '', text })]),
          serialize.bind({ statement: statement.name ?? '', values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      // Outside a transaction only: inside one, the error has aborted it.
      if ((error as { code?: string }).code === STALE_PLAN && !retried && !begin) {
        this.#statements.delete(text);
        return this.query(text, params, options, false, true);
      }
      throw Object.assign(error as object, { query: text });
    }
    const parsers = options.rawTypes?.length ? this.#parsersLeaving(options.rawTypes) : this.pg.parsers;
    const results = parse.parseResults(messages, parsers, { rowMode: options.rowMode ?? 'object' });
    return results[beginHere ? 1 : 0] as Results;
  }

  /**
   * SQL without parameters (one or several statements, simple protocol): COMMIT, migrations' raw SQL. `begin`:
   * a transaction opens with it, in the same call.
   */
  async exec(text: string, begin = false): Promise<Results[]> {
    const messages = await this.pg.execProtocolStream(serialize.query(begin ? `BEGIN;${text}` : text), {
      syncToFs: false,
    });
    const results = parse.parseResults(messages, this.pg.parsers) as Results[];
    return begin ? results.slice(1) : results;
  }
}
