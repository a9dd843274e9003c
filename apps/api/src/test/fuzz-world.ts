import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { sessions } from '../db/schema/sessions.js';
import { newSessionToken, sha256 } from '../lib/tokens.js';
import type { TestApp } from './helpers.js';

/**
 * A new session of `userId`, written straight to the table: the fuzzer signs its actors in before every case,
 * since a case may end their sessions (log out, sign out everywhere) and scrypt per case would be too slow.
 */
export async function freshSessionToken(t: TestApp, userId: string): Promise<string> {
  const token = newSessionToken();
  const now = t.clock.now();
  await t.database.db
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
  return token;
}

// What a request may store. Counters a refused request is meant to bump (rate limits, a recovery code's
// attempts, a two-factor sign-in ticket's tries) are left out.
const STORED_TABLES = [
  'users',
  'sessions',
  'jobs',
  'job_attachments',
  'job_invitations',
  'proposals',
  'contracts',
  'reviews',
  'gigs',
  'gig_orders',
  'portfolio_items',
  'portfolio_pictures',
  'timesheet_statements',
  'data_exports',
  'two_factor_secrets',
  'two_factor_recovery_codes',
  'two_factor_devices',
] as const;

/** A fingerprint of every stored row (one md5 per table) and of the uploads folder's files. */
export async function storedState(t: TestApp): Promise<Record<string, string | number>> {
  const columns = STORED_TABLES.map(
    (table) => `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${table} r) as "${table}"`,
  );
  const [row] = await queryRows<Record<string, string>>(t.database.db, sql.raw(`select ${columns.join(', ')}`));
  const entries = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return { ...row, uploadedFiles: entries.filter((e) => e.isFile()).length };
}
