import { randomInt } from 'node:crypto';
import type { TChallengeResponse } from '@labora/shared/auth';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users.js';
import type { TestApp } from './helpers.js';

// Phones and proof-of-work for the phone sign-in tests, the matrix and the fuzzer.

/** A mobile number no other test uses: (11) 9XXXX-XXXX, as digits. */
export function uniquePhone(): string {
  return `119${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** What the ALTCHA widget sends after solving a fresh challenge of this app (~0.4 s of CPU). */
export async function solvedChallenge(t: TestApp): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/api/auth/challenge' });
  const challenge = res.json() as TChallengeResponse;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge has no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Gives the user `phone`, verified or not, straight in the table (the verification flow has its own tests). */
export async function setPhone(
  t: TestApp,
  user: { id: string },
  phone: string,
  options: { verified: boolean },
): Promise<string> {
  await t.database.db
    .update(users)
    .set({ phone, phoneVerifiedAt: options.verified ? t.clock.now() : null })
    .where(eq(users.id, user.id));
  return phone;
}

/** The code of the newest SMS to `phone`; waits for it, since sign-in codes leave after the answer. */
export async function smsCodeTo(t: TestApp, phone: string, options: { after?: number } = {}): Promise<string> {
  const from = options.after ?? 0;
  for (let i = 0; i < 200; i++) {
    const sms = t.smsSent.slice(from).findLast((s) => s.to === phone);
    const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no SMS to ${phone}`);
}
