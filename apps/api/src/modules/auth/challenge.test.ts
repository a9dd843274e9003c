import type { TChallengeResponse } from '@labora/shared/auth';
import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { createUser, signUpInput } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { CHALLENGE_SETTINGS, issueChallenge, passLimitsOrChallenge, redeemChallenge } from './challenge.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip?: string) => t.request({ method: 'POST', url, payload, ip });

async function fetchChallenge(): Promise<TChallengeResponse> {
  const res = await t.request({ method: 'GET', url: '/api/auth/challenge' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** What the widget sends: base64 of the challenge and the solution the browser found. */
function payloadOf(challenge: TChallengeResponse, solution: object): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function solve(challenge: TChallengeResponse) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return solution;
}

async function solvedPayload(): Promise<string> {
  const challenge = await fetchChallenge();
  return payloadOf(challenge, await solve(challenge));
}

/** An e-mail whose per-e-mail login limit (10 in 15 minutes) is used up by a stranger's wrong guesses. */
async function lockedOutUser() {
  const user = await createUser(t);
  // createUser used one attempt already.
  for (let i = 0; i < 9; i++) {
    expect((await post('/api/auth/login', { email: user.email, password: 'Errada@123' })).statusCode).toBe(401);
  }
  return user;
}

describe('GET /api/auth/challenge', () => {
  it('issues a signed PBKDF2 challenge in camelCase, never cached, that expires in 10 minutes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body: TChallengeResponse = res.json();
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: CHALLENGE_SETTINGS.cost,
      keyLength: 32,
    });
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (body.parameters.expiresAt ?? 0) * 1000 - t.clock.now().getTime();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('keeps its signing key in the database (shared by every process) when ALTCHA_HMAC_KEY is unset', async () => {
    await fetchChallenge();
    const rows = await queryRows<{ value: string }>(
      t.database.db,
      sql`select value from app_secrets where name = 'altcha-hmac-key'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is solved in well under a second of CPU here (the difficulty the phones get)', async () => {
    const challenge = await fetchChallenge();
    const started = performance.now();
    const solution = await solve(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(CHALLENGE_SETTINGS.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(CHALLENGE_SETTINGS.counterMax);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('login past the per-e-mail limit', () => {
  it('below the limit nothing is asked, and a payload sent anyway is ignored', async () => {
    const user = await createUser(t);
    const res = await post('/api/auth/login', { email: user.email, password: user.password, altcha: 'lixo' });
    expect(res.statusCode).toBe(200);
  });

  it('asks for a challenge instead of refusing the rightful person; a solved one lets them in', async () => {
    const { email, password } = await lockedOutUser();
    const asked = await post('/api/auth/login', { email, password });
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toEqual({ code: 'CHALLENGE_REQUIRED', message: AUTH_MESSAGES.loginChallenge });

    const res = await post('/api/auth/login', { email, password, altcha: await solvedPayload() });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTypeOf('string');
  });

  it('still answers a wrong password with 401 when the challenge is solved, so guessing costs work per try', async () => {
    const { email } = await lockedOutUser();
    const res = await post('/api/auth/login', { email, password: 'Errada@123', altcha: await solvedPayload() });
    expect(res.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'Errada@123' })).statusCode).toBe(429);
  });

  it('refuses a replayed solution, also when the copies arrive at the same time', async () => {
    const { email, password } = await lockedOutUser();
    const altcha = await solvedPayload();
    const results = await Promise.all([
      post('/api/auth/login', { email, password, altcha }),
      post('/api/auth/login', { email, password, altcha }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const replay = await post('/api/auth/login', { email, password, altcha });
    expect(replay.statusCode).toBe(429);
    expect(replay.json()).toEqual({ code: 'CHALLENGE_REQUIRED', message: AUTH_MESSAGES.challengeInvalid });
  });

  it('refuses forged, tampered, foreign and malformed solutions', async () => {
    const { email, password } = await lockedOutUser();
    const challenge = await fetchChallenge();
    const solution = await solve(challenge);
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    // Signed with another key (someone else's ALTCHA server, or a key the attacker chose).
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 1,
      deriveKey,
      hmacSignatureSecret: 'a'.repeat(64),
      hmacKeySignatureSecret: 'b'.repeat(64),
    });
    const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
    const bad = [
      payloadOf(challenge, { ...solution, derivedKey: flip(solution.derivedKey) }),
      // (The counter itself proves nothing: the derived key for the server's counter is the proof.)
      payloadOf(challenge, { ...solution, derivedKey: '00'.repeat(32) }),
      payloadOf({ ...challenge, signature: flip(challenge.signature) }, solution),
      // An easier challenge (cost 1) under the original signature.
      payloadOf({ ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution),
      payloadOf(foreign as TChallengeResponse, foreignSolution ?? {}),
      'bm90IGpzb24=',
      '%%%',
      Buffer.from(JSON.stringify({ challenge: { __proto__: { x: 1 } }, solution: null })).toString('base64'),
    ];
    for (const altcha of bad) {
      const res = await post('/api/auth/login', { email, password, altcha });
      expect(res.statusCode, altcha).toBe(429);
      expect(res.json()).toEqual({ code: 'CHALLENGE_REQUIRED', message: AUTH_MESSAGES.challengeInvalid });
    }
    // The genuine solution was never spent by those attempts.
    expect(
      (await post('/api/auth/login', { email, password, altcha: payloadOf(challenge, solution) })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired solution', async () => {
    const { email, password } = await lockedOutUser();
    const altcha = await solvedPayload();
    t.clock.advance(CHALLENGE_SETTINGS.ttlMs + 1000);
    const res = await post('/api/auth/login', { email, password, altcha });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('CHALLENGE_REQUIRED');
  });

  it('rejects an oversized payload at the schema (400)', async () => {
    const res = await post('/api/auth/login', { email: 'a@exemplo.com', password: 'x', altcha: 'a'.repeat(5000) });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-up past the per-address limit (an office, a carrier’s shared address)', () => {
  it('asks for a challenge after 20 an hour and lets a solved one through', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 20; i++) expect((await post('/api/auth/register', signUpInput(), ip)).statusCode).toBe(201);
    const asked = await post('/api/auth/register', signUpInput(), ip);
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toEqual({ code: 'CHALLENGE_REQUIRED', message: AUTH_MESSAGES.registerChallenge });

    const altcha = await solvedPayload();
    const body = signUpInput();
    expect((await post('/api/auth/register', { ...body, altcha }, ip)).statusCode).toBe(201);
    expect((await post('/api/auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);
    // Used once: the next person from that address solves their own.
    expect((await post('/api/auth/register', { ...signUpInput(), altcha }, ip)).statusCode).toBe(429);
  });
});

describe('passLimitsOrChallenge', () => {
  const rule = { name: 'test:gate', limit: 1, hardLimit: 3, windowMs: 60_000, message: 'Devagar.' };

  it('past the hard limit refuses even a solved challenge (429 TOO_MANY_REQUESTS)', async () => {
    const gate = async (altcha?: string) =>
      passLimitsOrChallenge(t.app.deps, [{ rule, subject: 'x' }], altcha, 'Resolva o desafio.');
    await expect(gate()).resolves.toBeUndefined();
    await expect(gate()).rejects.toMatchObject({ code: 'CHALLENGE_REQUIRED', message: 'Resolva o desafio.' });
    await expect(gate(await solvedPayload())).resolves.toBeUndefined();
    await expect(gate(await solvedPayload())).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Devagar.' });
  });

  it('signs with ALTCHA_HMAC_KEY when set: a challenge of that key is valid on any process that has it', async () => {
    const withKey = { ...t.app.deps, altchaHmacKey: 'k'.repeat(64) };
    const challenge = await issueChallenge(withKey);
    const altcha = payloadOf(challenge, await solve(challenge));
    expect(await redeemChallenge(t.app.deps, altcha)).toBe(false);
    expect(await redeemChallenge({ ...withKey }, altcha)).toBe(true);
    expect(await redeemChallenge({ ...withKey }, altcha)).toBe(false);
  });
});

describe('ALTCHA_HMAC_KEY', () => {
  it('is optional, and refused when too short to be a secret', () => {
    expect(loadConfig({}).altchaHmacKey).toBeUndefined();
    expect(loadConfig({ ALTCHA_HMAC_KEY: 'f'.repeat(64) }).altchaHmacKey).toBe('f'.repeat(64));
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'curta' })).toThrow(ConfigError);
  });
});
