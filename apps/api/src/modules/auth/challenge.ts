import { createHmac, randomBytes } from 'node:crypto';
import type { TChallengeResponse } from '@labora/shared/auth';
import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { countRateLimitHit, type RateLimitRule, recordOnce, tooManyRequests } from '../../lib/rate-limit.js';

// Self-hosted proof of work (ALTCHA v2, PBKDF2/SHA-256, deterministic mode): past a soft rate limit the rightful
// person spends about a second of their device's CPU instead of being refused, while a guesser pays per try.

export const CHALLENGE_SETTINGS = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations per try: one derivation costs the server ~1 ms when it issues the challenge. */
  cost: 5000,
  /**
   * The answer is a counter drawn from this range, so the browser makes ~750 derivations: ~0.4 s on one core of a
   * 2-core server in Chromium, about a second on a mid-range phone (the widget uses every core).
   */
  counterMin: 500,
  counterMax: 1000,
  ttlMs: 10 * 60_000,
} as const;

/** Where a used challenge is remembered (the rate_limits table, pruned after a day). */
const USED_KEY_PREFIX = 'challenge-used:';
const SECRET_NAME = 'altcha-hmac-key';

type SecretDeps = Pick<AppDeps, 'db' | 'altchaHmacKey'>;
type GateDeps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'altchaHmacKey'>;

interface Secrets {
  /** Signs the challenge parameters. */
  signature: string;
  /** Signs the expected derived key, so checking an answer is one HMAC. */
  keySignature: string;
}

// A cache of what the database (or the environment) holds, per database: no state another process needs.
const secretsByDb = new WeakMap<Db, Promise<Secrets>>();

function secretsFrom(master: string): Secrets {
  const derive = (purpose: string) => createHmac('sha256', master).update(purpose).digest('hex');
  return { signature: derive('altcha-challenge-signature'), keySignature: derive('altcha-key-signature') };
}

/** ALTCHA_HMAC_KEY, or the key made on first use and kept in app_secrets (the first process to write it wins). */
async function challengeSecrets({ db, altchaHmacKey }: SecretDeps): Promise<Secrets> {
  if (altchaHmacKey) return secretsFrom(altchaHmacKey);
  let secrets = secretsByDb.get(db);
  if (!secrets) {
    secrets = (async () => {
      await db.execute(
        sql`insert into app_secrets (name, value) values (${SECRET_NAME}, ${randomBytes(32).toString('hex')})
        on conflict (name) do nothing`,
      );
      const [row] = await queryRows<{ value: string }>(
        db,
        sql`select value from app_secrets where name = ${SECRET_NAME}`,
      );
      if (!row) throw new Error('app_secrets: the challenge key is missing after its insert');
      return secretsFrom(row.value);
    })();
    secretsByDb.set(db, secrets);
    secrets.catch(() => secretsByDb.delete(db));
  }
  return secrets;
}

/** A fresh signed challenge for the widget (GET /api/auth/challenge). */
export async function issueChallenge(
  deps: Pick<AppDeps, 'db' | 'clock' | 'altchaHmacKey'>,
): Promise<TChallengeResponse> {
  const secrets = await challengeSecrets(deps);
  const challenge = await createChallenge({
    algorithm: CHALLENGE_SETTINGS.algorithm,
    cost: CHALLENGE_SETTINGS.cost,
    counter: randomInt(CHALLENGE_SETTINGS.counterMax, CHALLENGE_SETTINGS.counterMin),
    deriveKey,
    expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_SETTINGS.ttlMs),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  return challenge as TChallengeResponse;
}

const hex = z
  .string()
  .regex(/^[0-9a-f]+$/)
  .max(256);

// What the widget sends, base64 of this JSON. Unknown keys are dropped; the signature covers what matters.
const ZSolvedChallenge = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CHALLENGE_SETTINGS.algorithm),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number().int().positive(),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex,
    time: z.number().optional(),
  }),
});

function parsePayload(payload: string) {
  try {
    return ZSolvedChallenge.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * True when `payload` solves a challenge this server signed, not expired and never used before; it is then
 * marked used (in the database, so a replay fails on every process, also when two arrive at once).
 */
export async function redeemChallenge(
  deps: Pick<AppDeps, 'db' | 'clock' | 'altchaHmacKey'>,
  payload: string,
): Promise<boolean> {
  const solved = parsePayload(payload);
  if (!solved) return false;
  const { parameters } = solved.challenge;
  // The app's clock decides expiry (verifySolution checks the system clock too).
  if (parameters.expiresAt * 1000 <= deps.clock.now().getTime()) return false;
  const secrets = await challengeSecrets(deps);
  const result = await verifySolution({
    challenge: solved.challenge,
    solution: solved.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  if (!result.verified) return false;
  return recordOnce(deps, `${USED_KEY_PREFIX}${parameters.nonce}`);
}

export interface ChallengeLimit {
  rule: RateLimitRule;
  subject: string;
}

/**
 * Counts the request under each limit. Below every `limit` nothing is asked. Past one, the request needs a
 * solved, unused challenge in `altcha` (else 429 CHALLENGE_REQUIRED with `message`; one solution covers every
 * limit of the request). Past a rule's `hardLimit`, 429 TOO_MANY_REQUESTS whatever the request carries.
 */
export async function passLimitsOrChallenge(
  deps: GateDeps,
  limits: ChallengeLimit[],
  altcha: string | undefined,
  message: string,
): Promise<void> {
  let overLimit = false;
  for (const { rule, subject } of limits) {
    const hit = await countRateLimitHit(deps, rule, subject);
    if (hit.overHardLimit) throw tooManyRequests(rule, hit);
    overLimit ||= hit.overLimit;
  }
  if (!overLimit) return;
  if (altcha === undefined) throw new AppError('CHALLENGE_REQUIRED', message);
  if (!(await redeemChallenge(deps, altcha))) throw new AppError('CHALLENGE_REQUIRED', AUTH_MESSAGES.challengeInvalid);
}
