import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { COMMON_MESSAGES } from '@labora/shared/errors';
import { brazilDate } from '@labora/shared/jobs';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGig, createJob, createUser, moneyPost, TEST_CARD, type TestUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/helpers.js';

// What the fuzzer (fuzz.test.ts) found, each pinned by its own test.

let t: TestApp;
let seller: TestUser;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t, { isFreelancer: true });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const storedFiles = async () =>
  (await readdir(t.uploadsDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

/** A multipart body whose file part is never closed: the client stopped (or lied) before the last boundary. */
function cutOffUpload(field: string, fileName: string, data: Buffer) {
  const boundary = 'cortado-7d2';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('an upload cut off before its closing boundary', () => {
  it('is refused and leaves no file behind, on every upload path', async () => {
    const job = await createJob(t, seller);
    const gig = await createGig(t, seller);
    const text = Buffer.from('Escopo do projeto.');
    const calls = [
      ['POST', '/api/jobs', cutOffUpload('attachments', 'briefing.txt', text)],
      ['POST', `/api/jobs/${job.id}/attachments`, cutOffUpload('attachments', 'briefing.txt', text)],
      ['PUT', '/api/users/profile/picture', cutOffUpload('profilePicture', 'eu.png', png)],
      ['PUT', `/api/gigs/${gig.id}/image`, cutOffUpload('image', 'capa.png', png)],
    ] as const;
    const before = await storedFiles();
    const outcomes = [];
    for (const [method, url, body] of calls) {
      const res = await t.asUser(seller).request({ method, url, payload: body.payload, headers: body.headers });
      outcomes.push([method, url.replace(/[0-9a-f-]{36}/g, '{id}'), res.statusCode, res.json().code]);
    }
    expect(outcomes).toEqual([
      ['POST', '/api/jobs', 400, 'BAD_REQUEST'],
      ['POST', '/api/jobs/{id}/attachments', 400, 'BAD_REQUEST'],
      ['PUT', '/api/users/profile/picture', 400, 'BAD_REQUEST'],
      ['PUT', '/api/gigs/{id}/image', 400, 'BAD_REQUEST'],
    ]);
    expect(await storedFiles()).toBe(before);
  });
});

describe('a JSON body nested 5,000 deep', () => {
  it('is refused as bad input on a money route that takes no body, not a 500, and its key stays free', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const key = randomUUID();
    const url = `/api/gig-orders/${randomUUID()}/decline`;
    const res = await t.asUser(seller).post(url, deep, {
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
    expect([res.statusCode, res.json()]).toEqual([400, { code: 'BAD_REQUEST', message: COMMON_MESSAGES.bodyTooDeep }]);
    expect((await moneyPost(t, seller, url, {}, key)).statusCode).toBe(404);
  });
});

describe("a withdrawal's scheduled day that is no calendar day", () => {
  it('is refused with a message, whatever the month', async () => {
    const client = await createUser(t);
    await moneyPost(t, client, '/api/wallet/deposits', { amountCents: 50_000, method: 'card', cardNumber: TEST_CARD });
    // Day 32 of this month always falls inside the 90 days a withdrawal may be scheduled in.
    const thisMonth = brazilDate(t.clock.now()).slice(0, 7);
    const answers = [];
    for (const scheduledDate of ['2026-11-31', '2026-13-01', '2027-02-29', `${thisMonth}-32`]) {
      const res = await moneyPost(t, client, '/api/wallet/withdrawals', {
        amountCents: 10_000,
        method: 'pix',
        accountInfo: { method: 'pix', pixKey: 'saque@example.com' },
        scheduledDate,
      });
      answers.push([scheduledDate, res.statusCode, res.json().message]);
    }
    expect(answers).toEqual(answers.map(([date]) => [date, 400, WALLET_MESSAGES.scheduledDateNotInCalendar]));
    expect((await t.asUser(client).get('/api/wallet')).json().availableCents).toBe(50_000);
  });
});
