import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { AppError } from './app-error.js';

export interface RateLimitRule {
  /** What is limited, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /**
   * For limits a proof-of-work challenge can pass (auth/challenge.ts): past `limit` a solved challenge lets a
   * request through, past `hardLimit` nothing does (TOO_MANY_REQUESTS with `message`). Unset: no ceiling.
   */
  hardLimit?: number;
}

export interface RateLimitHit {
  overLimit: boolean;
  overHardLimit: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `subject` under `rule` and throws a 429 AppError past the limit.
 * One upsert per check, in the database, so all API processes share the same counters.
 * `rateLimitFactor` (RATE_LIMIT_FACTOR, 1 in production) multiplies every limit: for test and load runs where
 * every request comes from one address.
 */
export async function consumeRateLimit(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const hit = await countRateLimitHit(deps, rule, subject);
  if (hit.overLimit) throw tooManyRequests(rule, hit);
}

export function tooManyRequests(rule: RateLimitRule, hit: RateLimitHit): AppError {
  return new AppError('TOO_MANY_REQUESTS', rule.message, { 'retry-after': String(hit.retryAfterSeconds) });
}

/** Counts one hit for `subject` under `rule` and tells where the count stands; the caller decides. */
export async function countRateLimitHit(
  { db, clock, rateLimitFactor }: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitHit> {
  const now = clock.now();
  const windowOpenedAfter = new Date(now.getTime() - rule.windowMs);
  const key = `${rule.name}:${subject}`.slice(0, 320);
  const [row] = await queryRows<{ hits: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, window_start, hits) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${windowOpenedAfter.toISOString()} then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${windowOpenedAfter.toISOString()} then excluded.window_start else rate_limits.window_start end
    returning hits, window_start`,
  );
  const hits = row?.hits ?? 0;
  const resetAt = row ? new Date(row.window_start).getTime() + rule.windowMs : now.getTime();
  return {
    overLimit: hits > rule.limit * rateLimitFactor,
    overHardLimit: rule.hardLimit !== undefined && hits > rule.hardLimit * rateLimitFactor,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  };
}

/**
 * Records `key` (e.g. a used challenge) in the same table, so every process sees it; false when it was
 * already there. Pruned with the counters after a day.
 */
export async function recordOnce({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, key: string): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into rate_limits (key, window_start, hits) values (${key.slice(0, 320)}, ${clock.now().toISOString()}, 1)
    on conflict (key) do nothing returning key`,
  );
  return rows.length === 1;
}

/** Drops counters (and recorded keys) older than a day, so the table stays small (jobs.ts: at start, then hourly). */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [row] = await queryRows<{ pruned: number }>(
    db,
    sql`with gone as (delete from rate_limits where window_start < ${dayAgo.toISOString()} returning 1)
        select count(*)::int as pruned from gone`,
  );
  return row?.pruned ?? 0;
}

/**
 * A fixed-window counter per subject kept in this process's memory, for limits where a database write per request
 * would cost more than what it protects (modules/public-pages/rate-limit.ts). Every subject shares the window, and
 * the window's end clears them all, so the memory is the subjects of one window, at most `maxSubjects`: past that,
 * new subjects go uncounted until the window turns (a flood from so many addresses is not what a per-IP limit stops).
 */
export class ProcessRateLimit {
  private windowStart = Number.NEGATIVE_INFINITY;
  private readonly hits = new Map<string, number>();

  constructor(
    private readonly deps: Pick<AppDeps, 'clock' | 'rateLimitFactor'>,
    private readonly rule: RateLimitRule,
    private readonly maxSubjects = 100_000,
  ) {}

  /** Counts one hit for `subject`; past the limit, a 429 AppError with Retry-After until the window's end. */
  consume(subject: string): void {
    const now = this.deps.clock.now().getTime();
    if (now - this.windowStart >= this.rule.windowMs) {
      this.windowStart = now;
      this.hits.clear();
    }
    const known = this.hits.get(subject);
    if (known === undefined && this.hits.size >= this.maxSubjects) return;
    const hits = (known ?? 0) + 1;
    this.hits.set(subject, hits);
    if (hits > this.rule.limit * this.deps.rateLimitFactor) {
      const retryAfterSeconds = Math.max(1, Math.ceil((this.windowStart + this.rule.windowMs - now) / 1000));
      throw tooManyRequests(this.rule, { overLimit: true, overHardLimit: false, retryAfterSeconds });
    }
  }
}
