import { randomUUID } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from './db/schema/notifications.js';
import { issueOneTimeCode } from './modules/auth/service.js';
import { notify } from './modules/notifications/service.js';
import {
  connectPeople,
  createContract,
  createGig,
  createJob,
  createProposal,
  createUser,
  gigInput,
  jobInput,
  moneyPost,
  proposalInput,
  signUpInput,
  TEST_CARD,
  type TestUser,
} from './test/factories.js';
import { createTestApp, type TestApp } from './test/helpers.js';
import { createHourlyContract, withPendingStatement } from './test/hourly.js';
import { multipartBody } from './test/multipart.js';
import { openApiOperations } from './test/openapi.js';
import { setPhone, smsCodeTo, solvedChallenge, uniquePhone } from './test/phone.js';

// The authorisation matrix: every operation of the OpenAPI document, and what each kind of caller gets.
// A new endpoint fails the first test until it has its row here, so nobody ships a route without deciding who
// may call it. Each call gets its own fresh resources (a row's `call` runs once per actor).
//
// Actors: guest (no token), other (a signed-in freelancer with no tie to the resource), owner (the resource's
// owner: the job's or contract's client, the proposal's freelancer for withdraw, the gig's seller, the user
// themself), moderator and admin (staff with no tie to the resource). Every signed-in actor has chosen to work
// as a freelancer, so role is the only difference between other, moderator and admin.

const ACTORS = ['guest', 'other', 'moderator', 'admin', 'owner'] as const;
type Actor = (typeof ACTORS)[number];

interface World {
  /** The resource's owner (made for this row; for this call when the row is `fresh`). */
  owner: TestUser;
  other: TestUser;
  /** Who makes this call (null for the guest). */
  me: TestUser | null;
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

type Row = Record<Actor, number> & {
  /** Makes what the call needs (once per actor) and says how to call. */
  call?: (w: World) => Promise<Call>;
  /** The call ends the caller's session or account, or changes their password: every actor is made anew. */
  fresh?: true;
};

let t: TestApp;
let png: Buffer;
const UNUSED_PASSWORD = 'Nova@Senha2027';

const textFile = () =>
  multipartBody({}, [{ field: 'attachments', name: 'briefing.txt', data: Buffer.from('Escopo do projeto.') }]);

async function jobWithAttachment(client: TestUser) {
  const upload = multipartBody({ job: JSON.stringify(jobInput()) }, [
    { field: 'attachments', name: 'briefing.txt', data: Buffer.from('Escopo do projeto.') },
  ]);
  const res = await t.asUser(client).post('/api/jobs', upload.payload, { headers: upload.headers });
  if (res.statusCode !== 201) throw new Error(`job with attachment failed: ${res.body}`);
  const job = res.json();
  return { id: job.id as string, attachmentId: job.attachments[0].id as string };
}

async function otpFor(email: string) {
  const res = await t.request({ method: 'POST', url: '/api/auth/enviar-otp', payload: { email } });
  if (res.statusCode !== 200) throw new Error(`enviar-otp failed: ${res.statusCode} ${res.body}`);
  // Rows run concurrently: the newest mail to this address, not simply the newest mail.
  const code = /\b(\d{6})\b/.exec(t.mails.findLast((mail) => mail.to === email.toLowerCase())?.text ?? '')?.[1];
  if (!code) throw new Error('no recovery code mailed');
  return code;
}

/** Starts an e-mail change for `who` and reads the code from the mail to the new address. */
async function emailChangeCodeFor(who: TestUser) {
  const newEmail = signUpInput().email.toLowerCase();
  await t.asUser(who).post('/api/users/email-change', { newEmail, password: who.password });
  const code = /\b(\d{6})\b/.exec(t.mails.findLast((m) => m.to === newEmail)?.text ?? '')?.[1];
  if (!code) throw new Error('no e-mail change code mailed');
  return code;
}

/** Gives `who` a new verified phone and a sign-in code for it (issued directly: a request costs a solved challenge). */
async function phoneSignInFor(who: TestUser) {
  const phone = await setPhone(t, who, uniquePhone(), { verified: true });
  const code = await issueOneTimeCode(t.app.deps, { userId: who.id, purpose: 'phone_sign_in', target: phone });
  return { phone, code };
}

/** Gives `who` a new unverified phone and texts it a verification code. */
async function phoneVerifyCodeFor(who: TestUser) {
  const phone = await setPhone(t, who, uniquePhone(), { verified: false });
  const res = await t.asUser(who).post('/api/users/me/phone/code');
  if (res.statusCode !== 200) throw new Error(`phone verify code failed: ${res.statusCode} ${res.body}`);
  return smsCodeTo(t, phone);
}

const readyDataExports = new Map<string, Promise<{ id: string; token: string }>>();
/** A ready copy of `who`'s data and the secret of its e-mailed link. */
async function readyDataExport(who: TestUser) {
  const asked = await t.asUser(who).post('/api/users/me/data-export');
  if (asked.statusCode !== 201) throw new Error(`data export failed: ${asked.body}`);
  const id: string = asked.json().id;
  // Rows run at once: a build under way may have started before this request, so run it until this one is mailed.
  for (let run = 0; run < 5; run += 1) {
    await t.app.scheduler.runNow('data-exports.build');
    const token = new RegExp(`/api/data-exports/${id}/download\\?token=([\\w-]+)`).exec(
      t.mails.findLast((mail) => mail.text.includes(id))?.text ?? '',
    )?.[1];
    if (token) return { id, token };
  }
  throw new Error('data export not mailed');
}

/** The current code of the authenticator app set up for `who` (a setup through the API). */
async function twoFactorSetupCode(who: TestUser) {
  const setup = await t.asUser(who).post('/api/users/me/two-factor/setup');
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.body}`);
  return TOTP.generate({ secret: Secret.fromBase32(setup.json().secret), timestamp: t.clock.now().getTime() });
}

/** Turns two-factor sign-in on for `who`; answers its recovery codes. */
async function twoFactorOn(who: TestUser) {
  const on = await t.asUser(who).post('/api/users/me/two-factor/enable', { code: await twoFactorSetupCode(who) });
  if (on.statusCode !== 200) throw new Error(`two-factor enable failed: ${on.body}`);
  return on.json().recoveryCodes as string[];
}

const everyone = (status: number) => ({ guest: 401, other: status, owner: status, moderator: status, admin: status });
const ownerOnly = (status: number) => ({ guest: 401, other: 403, owner: status, moderator: 403, admin: 403 });
const staffRead = { guest: 401, other: 403, owner: 403, moderator: 200, admin: 200 };
const adminOnly = { guest: 401, other: 403, owner: 403, moderator: 403, admin: 200 };
/** A gig's three tiers: the edit and the order rows use them (an order names its package). */
const THREE_PACKAGES = {
  basico: { priceCents: 10_000, deliveryDays: 3, revisions: 1, included: ['PNG'] },
  padrao: { priceCents: 20_000, deliveryDays: 5, revisions: 2, included: ['PNG', 'SVG'] },
  premium: { priceCents: 40_000, deliveryDays: 7, revisions: 4, included: ['PNG', 'SVG', 'Manual'] },
};
const DISPUTE_STATEMENT = 'O trabalho combinado não foi entregue e não houve resposta às mensagens.';
const caseReaders = { guest: 401, other: 403, owner: 200, moderator: 200, admin: 200 };
const staffOnly = { guest: 401, other: 403, owner: 403, moderator: 200, admin: 200 };
const open = (status: number) => ({ guest: status, other: status, owner: status, moderator: status, admin: status });

export const MATRIX: Record<string, Row> = {
  // Account: open to guests only for signing up, logging in and recovering a password.
  'GET /api/auth/challenge': open(200),
  // The public launch countdown (/lancamento).
  'GET /api/launch': open(200),
  'GET /api/health': open(200),
  'POST /api/auth/register': { ...open(201), call: async () => ({ body: signUpInput() }) },
  'POST /api/auth/login': {
    ...open(200),
    call: async ({ owner }) => ({ body: { email: owner.email, password: owner.password } }),
  },
  // The second step of a sign-in: open to guests (no session exists yet); the ticket is the credential.
  'POST /api/auth/two-factor': {
    ...open(200),
    // A person of its own per call (cheaper than making every actor anew): their sign-in's ticket and a code.
    call: async () => {
      const person = await createUser(t);
      const [recoveryCode] = await twoFactorOn(person);
      const login = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: person.password },
      });
      return { body: { ticket: login.json().ticket, recoveryCode } };
    },
  },
  'GET /api/auth/me': everyone(200),
  'POST /api/auth/logout': { ...everyone(200), fresh: true },
  'POST /api/auth/enviar-otp': { ...open(200), call: async ({ owner }) => ({ body: { email: owner.email } }) },
  'POST /api/auth/verificar-otp': {
    ...open(200),
    call: async ({ owner }) => ({
      body: { email: owner.email, otp: await otpFor(owner.email), newPassword: UNUSED_PASSWORD },
    }),
  },
  'PUT /api/users/profile/picture': {
    ...everyone(200),
    call: async () => ({ multipart: multipartBody({}, [{ field: 'profilePicture', name: 'eu.png', data: png }]) }),
  },
  'DELETE /api/users/profile/picture': everyone(200),
  'PUT /api/usuarios/{id}/isFreelancer': {
    guest: 401,
    other: 403,
    owner: 200,
    moderator: 403,
    admin: 200,
    call: async ({ owner }) => ({ params: { id: owner.id }, body: { isFreelancer: true } }),
  },
  'GET /api/users/profile': everyone(200),
  'PUT /api/users/profile': {
    ...everyone(200),
    // Each caller saves their own profile (the e-mail is theirs).
    call: async ({ me }) => ({
      body: {
        first_name: 'ana',
        last_name: 'de souza',
        email: me?.email ?? 'ninguem@exemplo.com',
        phone: '11987654321',
      },
    }),
  },
  'PUT /api/users/password': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => ({
      body: { currentPassword: me?.password ?? 'x', newPassword: UNUSED_PASSWORD, confirmPassword: UNUSED_PASSWORD },
    }),
  },
  'DELETE /api/users/sessions': { ...everyone(200), fresh: true },
  // A copy of one's data ('Baixar meus dados'): always one's own. The download answers the e-mailed link's secret
  // (a guest's browser) or its owner's session; anyone else's session gets the same 404 as a wrong secret.
  'POST /api/users/me/data-export': everyone(201),
  'GET /api/users/me/data-exports': everyone(200),
  'GET /api/data-exports/{id}/download': {
    guest: 200,
    other: 404,
    moderator: 404,
    admin: 404,
    owner: 200,
    // One copy for the row (a call per actor would pass the 3-a-day limit).
    call: async ({ owner }) => {
      const copy = readyDataExports.get(owner.id) ?? readyDataExport(owner);
      readyDataExports.set(owner.id, copy);
      const { id, token } = await copy;
      return { params: { id }, query: { token } };
    },
  },
  // The CPF is always one's own: set once (a fresh CPF per call), read back masked.
  'GET /api/users/me/cpf': everyone(200),
  'PUT /api/users/me/cpf': { ...everyone(200), call: async () => ({ body: { cpf: generateCpf() } }) },
  'DELETE /api/users/me': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => ({ body: { password: me?.password } }),
  },
  // Two-factor sign-in: always one's own.
  'GET /api/users/me/two-factor': everyone(200),
  'POST /api/users/me/two-factor/setup': everyone(200),
  'POST /api/users/me/two-factor/enable': {
    ...everyone(200),
    // Turns it on: the shared actors must not keep it (the wallet's rows would ask them for a code).
    fresh: true,
    call: async ({ me }) => ({ body: { code: me ? await twoFactorSetupCode(me) : '123456' } }),
  },
  'POST /api/users/me/two-factor/disable': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => ({ body: { password: me?.password ?? 'x', code: me ? (await twoFactorOn(me))[0] : 'x' } }),
  },
  'POST /api/users/me/two-factor/recovery-codes': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => ({ body: { password: me?.password ?? 'x', code: me ? (await twoFactorOn(me))[0] : 'x' } }),
  },
  // The e-mail changes with the password and a code mailed to the new address; always one's own.
  'POST /api/users/email-change': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => ({ body: { newEmail: signUpInput().email, password: me?.password ?? 'x' } }),
  },
  'POST /api/users/email-change/confirm': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => ({ body: { code: me ? await emailChangeCodeFor(me) : '123456' } }),
  },
  // Phone sign-in: open like the password login (a solved challenge per code request).
  'POST /api/auth/phone/code': {
    ...open(200),
    call: async () => ({ body: { phone: uniquePhone(), altcha: await solvedChallenge(t) } }),
  },
  'POST /api/auth/phone/verify': { ...open(200), call: async ({ owner }) => ({ body: await phoneSignInFor(owner) }) },
  // The phone in Configurações is always one's own; each caller gets a number of its own (fresh).
  'GET /api/users/me/phone': everyone(200),
  'POST /api/users/me/phone/code': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => {
      if (me) await setPhone(t, me, uniquePhone(), { verified: false });
      return {};
    },
  },
  'POST /api/users/me/phone/verify': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => ({ body: { code: me ? await phoneVerifyCodeFor(me) : '123456' } }),
  },
  'PUT /api/users/me/phone': {
    ...everyone(200),
    fresh: true,
    call: async ({ me }) => ({ body: { phone: uniquePhone(), password: me?.password ?? 'x' } }),
  },

  // Admin dashboard: moderators read and export, only admins change or delete.
  'GET /api/usuarios': staffRead,
  'GET /api/usuarios/stats': staffRead,
  'GET /api/usuarios/export.csv': staffRead,
  'PUT /api/usuarios/{id}': {
    ...adminOnly,
    call: async ({ owner }) => ({ params: { id: owner.id }, body: { notes: 'Conferido.' } }),
  },
  'DELETE /api/usuarios/{id}': { ...adminOnly, fresh: true, call: async ({ owner }) => ({ params: { id: owner.id } }) },

  'GET /api/catalog/cities': { ...everyone(200), call: async () => ({ query: { q: 'Campinas' } }) },

  // Jobs: anyone signed in reads and publishes; only the client edits, closes, invites and manages files.
  'POST /api/jobs': { ...everyone(201), call: async () => ({ body: jobInput() }) },
  'GET /api/jobs': { ...everyone(200), call: async () => ({ query: { owner: 'mine', status: 'open' } }) },
  'GET /api/jobs/recommended': everyone(200),
  'GET /api/jobs/{id}': {
    ...everyone(200),
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id } }),
  },
  'PUT /api/jobs/{id}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id }, body: jobInput() }),
  },
  'PATCH /api/jobs/{id}/status': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id }, body: { status: 'closed' } }),
  },
  'POST /api/jobs/{id}/invitations': {
    ...ownerOnly(201),
    call: async ({ owner, other }) => ({
      params: { id: (await createJob(t, owner)).id },
      body: { freelancerId: other.id },
    }),
  },
  'GET /api/jobs/invitations': { ...everyone(200), call: async ({ other }) => ({ query: { freelancerId: other.id } }) },
  'POST /api/jobs/{id}/attachments': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id }, multipart: textFile() }),
  },
  'DELETE /api/jobs/{id}/attachments/{attachmentId}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: await jobWithAttachment(owner) }),
  },
  'GET /api/jobs/{id}/attachments/{attachmentId}': {
    ...everyone(200),
    call: async ({ owner }) => ({ params: await jobWithAttachment(owner) }),
  },

  // Proposals: any freelancer but the job's client proposes (every actor here has the seller intent; a buyer's
  // 403 NOT_FREELANCER is in proposals.test.ts); the client accepts or declines; the freelancer withdraws.
  'POST /api/jobs/{id}/proposals': {
    ...everyone(201),
    owner: 403,
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id }, body: proposalInput() }),
  },
  // Everyone may ask: the client gets every proposal, anybody else only their own.
  'GET /api/jobs/{id}/proposals': {
    ...everyone(200),
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id } }),
  },
  // The inbox (compare, new ones marked): the job's client only.
  'GET /api/jobs/{id}/inbox': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id } }),
  },
  'GET /api/proposals': { ...everyone(200), call: async () => ({ query: { as: 'sent', status: 'pending' } }) },
  'POST /api/proposals/{id}/accept': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await proposalOn(owner)).id } }),
  },
  'POST /api/proposals/{id}/reject': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await proposalOn(owner)).id } }),
  },
  'POST /api/proposals/{id}/withdraw': {
    ...ownerOnly(200),
    call: async ({ owner }) => {
      const job = await createJob(t, await client());
      return { params: { id: (await createProposal(t, owner, job)).id } };
    },
  },

  // Contracts and reviews: only the two sides (staff get no window into them).
  'GET /api/contracts': { ...everyone(200), call: async () => ({ query: { as: 'client' } }) },
  'GET /api/contracts/{id}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await contractOf(owner)).id } }),
  },
  'POST /api/contracts/{id}/actions': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await contractOf(owner)).id }, body: { action: 'cancel' } }),
  },
  'POST /api/contracts/{id}/conversation': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await contractWith(owner)).id } }),
  },
  'POST /api/contracts/{id}/reviews': {
    ...ownerOnly(201),
    call: async ({ owner }) => ({
      params: { id: (await contractOf(owner, 'concluido')).id },
      body: { rating: 5, comment: 'Entregou no prazo.' },
    }),
  },
  // Deliveries: the freelancer delivers (the owner here), the client asks for changes; files to both sides only.
  'POST /api/contracts/{id}/deliveries': {
    ...ownerOnly(201),
    call: async ({ owner }) => ({
      params: { id: (await contractWith(owner)).id },
      body: { message: 'Segue a entrega.' },
    }),
  },
  'POST /api/contracts/{id}/deliveries/{deliveryId}/changes': {
    ...ownerOnly(200),
    call: async ({ owner }) => {
      const { contractId, deliveryId } = await deliveredTo(owner);
      return { params: { id: contractId, deliveryId }, body: { message: 'Ajuste o título.' } };
    },
  },
  'GET /api/contracts/{id}/deliveries/{deliveryId}/files/{fileId}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => {
      const { contractId, deliveryId, fileId } = await deliveredTo(owner, true);
      return { params: { id: contractId, deliveryId, fileId: fileId ?? '' } };
    },
  },
  'GET /api/users/{id}/reviews': { ...everyone(200), call: async ({ owner }) => ({ params: { id: owner.id } }) },
  // Ending by agreement and disputes: the two sides start and answer; staff read cases, take and decide them.
  'GET /api/contracts/{id}/resolution': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await contractOf(owner, 'em_andamento')).id } }),
  },
  'POST /api/contracts/{id}/agreements': {
    ...ownerOnly(201),
    call: async ({ owner }) => ({
      params: { id: (await contractOf(owner, 'em_andamento')).id },
      body: { freelancerCents: 1000 },
    }),
  },
  'POST /api/contracts/{id}/agreements/{agreementId}/accept': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: await proposedTo(owner) }),
  },
  'POST /api/contracts/{id}/agreements/{agreementId}/decline': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: await proposedTo(owner) }),
  },
  // Hourly contracts (timesheets): both sides read the hours; the client funds, approves and asks; the freelancer
  // answers (the owner here is that side).
  'GET /api/contracts/{id}/timesheet': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({
      params: { id: (await createHourlyContract(t, { rateCents: 6_000, client: owner })).contract.id },
    }),
  },
  'POST /api/contracts/{id}/timesheet/funding': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({
      params: { id: (await createHourlyContract(t, { rateCents: 6_000, client: owner })).contract.id },
      body: { weeks: 1, method: 'card', cardNumber: TEST_CARD },
    }),
  },
  'POST /api/contracts/{id}/timesheet/statements/{statementId}/approve': {
    ...ownerOnly(200),
    call: async ({ owner }) => {
      const { contract, statementId } = await withPendingStatement(t, { client: owner });
      return { params: { id: contract.id, statementId } };
    },
  },
  'POST /api/contracts/{id}/timesheet/statements/{statementId}/question': {
    ...ownerOnly(200),
    call: async ({ owner }) => {
      const { contract, statementId } = await withPendingStatement(t, { client: owner });
      return { params: { id: contract.id, statementId }, body: { message: 'O que foi feito na terça?' } };
    },
  },
  'POST /api/contracts/{id}/timesheet/statements/{statementId}/answer': {
    ...ownerOnly(200),
    call: async ({ owner }) => {
      const { contract, client, statementId } = await withPendingStatement(t, { freelancer: owner });
      const base = `/api/contracts/${contract.id}/timesheet/statements/${statementId}`;
      await t.asUser(client).post(`${base}/question`, { message: 'O que foi feito na terça?' });
      return { params: { id: contract.id, statementId }, body: { message: 'A integração com o PIX.' } };
    },
  },
  'POST /api/contracts/{id}/disputes': {
    ...ownerOnly(201),
    call: async ({ owner }) => ({
      params: { id: (await contractOf(owner, 'em_andamento')).id },
      body: { reason: 'not_delivered', statement: DISPUTE_STATEMENT },
    }),
  },
  'GET /api/disputes/{id}': {
    ...caseReaders,
    call: async ({ owner }) => ({ params: { id: (await disputeOf(owner, 'opened')).id } }),
  },
  'GET /api/disputes/{id}/case-file': {
    ...caseReaders,
    call: async ({ owner }) => ({ params: { id: (await disputeOf(owner, 'opened')).id } }),
  },
  'GET /api/disputes/{id}/files/{fileId}': {
    ...caseReaders,
    call: async ({ owner }) => {
      const opened = await disputeOf(owner, 'opened', true);
      return { params: { id: opened.id, fileId: opened.fileId ?? '' } };
    },
  },
  'POST /api/disputes/{id}/answer': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({
      params: { id: (await disputeOf(owner, 'opened', false, sideFreelancer)).id },
      body: { statement: DISPUTE_STATEMENT },
    }),
  },
  'POST /api/disputes/{id}/evidence': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await disputeOf(owner, 'opened')).id }, body: { text: 'Nota.' } }),
  },
  'POST /api/disputes/{id}/take': {
    ...staffOnly,
    call: async ({ owner }) => ({ params: { id: (await disputeOf(owner, 'answered')).id } }),
  },
  'POST /api/disputes/{id}/decision': {
    ...staffOnly,
    call: async ({ owner, me }) => {
      const taker = me && (me.id === shared.moderator.id || me.id === shared.admin.id) ? me : shared.moderator;
      return {
        params: { id: (await disputeOf(owner, 'taken', false, owner, taker)).id },
        body: { freelancerCents: 1000, reason: DISPUTE_STATEMENT },
      };
    },
  },
  'POST /api/disputes/{id}/accept': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await disputeOf(owner, 'decided')).id } }),
  },
  'POST /api/disputes/{id}/appeal': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({
      params: { id: (await disputeOf(owner, 'decided')).id },
      body: { reason: DISPUTE_STATEMENT },
    }),
  },
  'POST /api/disputes/{id}/appeal-review': {
    ...adminOnly,
    call: async ({ owner }) => ({
      params: { id: (await disputeOf(owner, 'appealed')).id },
      body: { freelancerCents: 1000, reason: DISPUTE_STATEMENT },
    }),
  },
  'GET /api/moderation/disputes': staffRead,

  'GET /api/freelancers': everyone(200),
  'GET /api/freelancers/{id}': { ...everyone(200), call: async ({ owner }) => ({ params: { id: owner.id } }) },
  // Public pages (/freelancer/{id}, /job/{id}): anyone, guests included, reads the public projection.
  'GET /api/public/freelancers/{id}': { ...open(200), call: async ({ owner }) => ({ params: { id: owner.id } }) },
  'GET /api/public/freelancers/{id}/card.png': {
    ...open(200),
    call: async ({ owner }) => ({ params: { id: owner.id } }),
  },
  'GET /api/public/jobs/{id}': {
    ...open(200),
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id } }),
  },
  'GET /api/public/jobs/{id}/card.png': {
    ...open(200),
    call: async ({ owner }) => ({ params: { id: (await createJob(t, owner)).id } }),
  },
  'GET /api/users/profile-visibility': everyone(200),
  'PUT /api/users/profile-visibility': { ...everyone(200), call: async () => ({ body: { publicProfile: false } }) },

  // Gigs: any freelancer publishes; only the seller edits, removes or sets the picture.
  'GET /api/gigs': everyone(200),
  'POST /api/gigs': { ...everyone(201), call: async () => ({ body: gigInput() }) },
  'GET /api/gigs/{id}': {
    ...everyone(200),
    call: async ({ owner }) => ({ params: { id: (await createGig(t, owner)).id } }),
  },
  'PUT /api/gigs/{id}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({
      params: { id: (await createGig(t, owner)).id },
      body: gigInput({ packages: THREE_PACKAGES }),
    }),
  },
  'DELETE /api/gigs/{id}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: (await createGig(t, owner)).id } }),
  },
  // Portfolio: anyone, a guest too, reads a freelancer's; only its owner adds, edits, reorders or removes.
  'GET /api/freelancers/{id}/portfolio': { ...open(200), call: async ({ owner }) => ({ params: { id: owner.id } }) },
  'POST /api/portfolio': { ...everyone(201), call: async () => ({ body: portfolioInput }) },
  'PUT /api/portfolio/{id}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await portfolioItemOf(owner) }, body: portfolioInput }),
  },
  'DELETE /api/portfolio/{id}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await portfolioItemOf(owner) } }),
  },
  // Each caller's own list is what they may reorder: the owner's ids are a mismatch for anyone else.
  'PUT /api/portfolio/order': {
    ...ownerOnly(200),
    other: 409,
    moderator: 409,
    admin: 409,
    call: async ({ owner }) => {
      await portfolioItemOf(owner);
      // The row's owner is shared by its calls: their whole list, newest first.
      const list = await t.asUser(null).get(`/api/freelancers/${owner.id}/portfolio`);
      return {
        body: {
          itemIds: list
            .json()
            .items.map((item: { id: string }) => item.id)
            .reverse(),
        },
      };
    },
  },
  'POST /api/portfolio/{id}/pictures': {
    ...ownerOnly(201),
    call: async ({ owner }) => ({
      params: { id: await portfolioItemOf(owner) },
      multipart: multipartBody({}, [{ field: 'picture', name: 'obra.png', data: png }]),
    }),
  },
  'DELETE /api/portfolio/{id}/pictures/{pictureId}': {
    ...ownerOnly(200),
    call: async ({ owner }) => {
      const id = await portfolioItemOf(owner);
      const upload = multipartBody({}, [{ field: 'picture', name: 'obra.png', data: png }]);
      const res = await t
        .asUser(owner)
        .post(`/api/portfolio/${id}/pictures`, upload.payload, { headers: upload.headers });
      if (res.statusCode !== 201) throw new Error(`portfolio picture failed: ${res.body}`);
      return { params: { id, pictureId: res.json().pictures[0].id } };
    },
  },
  // Gig orders ('Contratar'): anyone signed in but the seller orders; only the seller accepts or declines; only
  // the buyer cancels.
  'POST /api/gigs/{id}/orders': {
    ...everyone(201),
    owner: 403,
    call: async ({ owner }) => ({
      params: { id: (await createGig(t, owner, { packages: THREE_PACKAGES })).id },
      body: { message: 'Olá!', package: 'premium', ...cardPayment },
    }),
  },
  'GET /api/gig-orders': { ...everyone(200), call: async () => ({ query: { as: 'seller', status: 'pending' } }) },
  'POST /api/gig-orders/{id}/accept': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await gigOrder(sideClient, owner) } }),
  },
  'POST /api/gig-orders/{id}/decline': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await gigOrder(sideClient, owner) } }),
  },
  'POST /api/gig-orders/{id}/cancel': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await gigOrder(owner, sideFreelancer) } }),
  },
  // Wallet: each person's own; another's deposit is not found (404), never shown.
  'GET /api/wallet': everyone(200),
  'GET /api/wallet/statement': everyone(200),
  'GET /api/wallet/withdrawals': everyone(200),
  'POST /api/wallet/deposits': { ...everyone(201), call: async () => ({ body: cardDeposit(5000) }) },
  'GET /api/wallet/deposits/{id}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { id: await pixDepositOf(owner) } }),
  },
  'POST /api/wallet/deposits/{id}/simulate': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { id: await pixDepositOf(owner) } }),
  },
  'GET /api/wallet/transfers/{id}/receipt.pdf': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => {
      await moneyPost(t, owner, '/api/wallet/deposits', cardDeposit(5000));
      const statement = (await t.asUser(owner).get('/api/wallet/statement')).json();
      return { params: { id: statement.items[0].id } };
    },
  },
  'POST /api/wallet/withdrawals': {
    ...everyone(201),
    call: async ({ me }) => {
      if (me) await moneyPost(t, me, '/api/wallet/deposits', cardDeposit(10_000));
      return { body: { amountCents: 5000, method: 'pix', accountInfo: { method: 'pix', pixKey: 'ana@example.com' } } };
    },
  },
  // Saved payout accounts: each person's own; another's is not found (404).
  'GET /api/wallet/payout-accounts': everyone(200),
  'POST /api/wallet/payout-accounts': {
    ...everyone(201),
    call: async () => ({ body: { method: 'pix', pixKey: `${randomUUID()}@example.com` } }),
  },
  'DELETE /api/wallet/payout-accounts/{id}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => {
      const res = await t
        .asUser(owner)
        .post('/api/wallet/payout-accounts', { method: 'pix', pixKey: `${randomUUID()}@example.com` });
      return { params: { id: res.json().account.id } };
    },
  },
  // Paying and releasing a contract: its client only.
  'POST /api/contracts/{id}/payment': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({
      params: { id: (await contractOf(owner)).id },
      body: { method: 'card', cardNumber: TEST_CARD },
    }),
  },
  'POST /api/contracts/{id}/release': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({
      params: { id: (await contractOf(owner, 'em_andamento')).id },
      body: { amountCents: 1000 },
    }),
  },
  'PUT /api/gigs/{id}/image': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({
      params: { id: (await createGig(t, owner)).id },
      multipart: multipartBody({}, [{ field: 'image', name: 'capa.png', data: png }]),
    }),
  },
  // Messages: anyone signed in opens a direct conversation or a group; only members read, write or mark read
  // (staff get no window into them); only a group's owner adds and removes people.
  'GET /api/conversations': { ...everyone(200), call: async () => ({ query: { kind: 'direct', search: 'ana' } }) },
  'GET /api/messages/people': { ...everyone(200), call: async () => ({ query: { search: 'ana' } }) },
  'POST /api/conversations/direct': { ...everyone(200), call: async () => ({ body: { userId: sideClient.id } }) },
  'POST /api/conversations/groups': {
    ...everyone(201),
    // A group needs someone else, and adding someone needs a connection with them: each caller gets one.
    call: async ({ me }) => {
      if (me) await connectPeople(t, me, sideClient);
      return { body: { name: 'Equipe', memberIds: [sideClient.id] } };
    },
  },
  'GET /api/conversations/{id}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await groupOf(owner) } }),
  },
  'GET /api/conversations/{id}/messages': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await groupOf(owner) }, query: { limit: '10' } }),
  },
  'POST /api/conversations/{id}/messages': {
    ...ownerOnly(201),
    call: async ({ owner }) => ({ params: { id: await groupOf(owner) }, body: { text: 'Olá!' } }),
  },
  'POST /api/conversations/{id}/messages/files': {
    ...ownerOnly(201),
    call: async ({ owner }) => ({ params: { id: await groupOf(owner) }, multipart: textFile() }),
  },
  'GET /api/conversations/{id}/attachments/{attachmentId}': {
    ...ownerOnly(200),
    call: async ({ owner }) => {
      const id = await groupOf(owner);
      const upload = textFile();
      const sent = await t
        .asUser(owner)
        .post(`/api/conversations/${id}/messages/files`, upload.payload, { headers: upload.headers });
      return { params: { id, attachmentId: sent.json().attachments[0].id } };
    },
  },
  'POST /api/conversations/{id}/read': {
    ...ownerOnly(200),
    call: async ({ owner }) => {
      const id = await groupOf(owner);
      const sent = await t.asUser(sideClient).post(`/api/conversations/${id}/messages`, { text: 'Oi!' });
      return { params: { id }, body: { messageId: sent.json().id } };
    },
  },
  'POST /api/conversations/{id}/members': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await groupOf(owner) }, body: { userId: sideFreelancer.id } }),
  },
  'DELETE /api/conversations/{id}/members/{userId}': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await groupOf(owner), userId: sideClient.id } }),
  },
  // Leaving: members only (the owner here; a stranger is refused).
  'POST /api/conversations/{id}/leave': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ params: { id: await groupOf(owner) } }),
  },
  // Connections: anyone signed in sees their own suggestions and requests and asks someone; only the receiver of a
  // request answers it (anyone else is told it does not exist).
  'GET /api/connections/suggestions': everyone(200),
  'GET /api/connections/requests': everyone(200),
  'POST /api/connections/requests': {
    ...everyone(201),
    call: async () => ({ body: { userId: (await createUser(t)).id } }),
  },
  'POST /api/connections/requests/{id}/accept': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { id: await connectionRequestTo(owner) } }),
  },
  'POST /api/connections/requests/{id}/decline': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { id: await connectionRequestTo(owner) } }),
  },
  // Notifications: everyone reads and marks their own; someone else's is not found (staff included).
  'GET /api/notifications': { ...everyone(200), call: async () => ({ query: { filter: 'messages' } }) },
  'GET /api/notifications/unread-count': everyone(200),
  'POST /api/notifications/{id}/read': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { id: await notificationOf(owner) } }),
  },
  'POST /api/notifications/read-all': everyone(200),
  'GET /api/notifications/preferences': everyone(200),
  'PUT /api/notifications/preferences': { ...everyone(200), call: async () => ({ body: { unreadMessages: false } }) },
  // Time tracking: everyone tracks general time and reads their own; time goes on a contract only for its
  // freelancer (anyone else is refused), and someone else's entry is not found (staff included).
  'GET /api/time-tracker': everyone(200),
  'POST /api/time-tracker/start': {
    ...ownerOnly(200),
    call: async ({ owner }) => ({ body: { contractId: (await contractWith(owner)).id } }),
  },
  'POST /api/time-tracker/pause': everyone(200),
  'POST /api/time-tracker/reset': everyone(200),
  'GET /api/time-entries': everyone(200),
  'POST /api/time-entries': {
    ...ownerOnly(201),
    call: async ({ owner }) => ({ body: { ...nextStretch(), contractId: (await contractWith(owner)).id } }),
  },
  'PATCH /api/time-entries/{id}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { id: await timeEntryOf(owner) }, body: nextStretch() }),
  },
  'DELETE /api/time-entries/{id}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { id: await timeEntryOf(owner) } }),
  },
  // Dashboard: every signed-in person reads their own (no route names another person).
  'GET /api/dashboard': everyone(200),
  'GET /api/dashboard/activities': { ...everyone(200), call: async () => ({ query: { pageSize: '5' } }) },
  // Skills, goals, learning: everyone reads and changes only their own (no user id in a skill's URL); someone
  // else's goal is not found (staff included).
  'GET /api/skills': everyone(200),
  'POST /api/skills': { ...everyone(201), call: async () => ({ body: { skill: 'Figma', level: 6 } }) },
  'PUT /api/skills/{skill}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { skill: await skillOf(owner) }, body: { level: 9 } }),
  },
  'DELETE /api/skills/{skill}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { skill: await skillOf(owner) } }),
  },
  'GET /api/goals': everyone(200),
  'POST /api/goals': {
    ...everyone(201),
    call: async () => ({ body: { title: 'Fechar 3 contratos', metric: 'contracts_month', target: 3 } }),
  },
  'PUT /api/goals/{id}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({
      params: { id: await goalOf(owner) },
      body: { title: 'Portfólio', metric: 'manual', target: 5, progress: 2 },
    }),
  },
  'DELETE /api/goals/{id}': {
    ...ownerOnly(200),
    other: 404,
    moderator: 404,
    admin: 404,
    call: async ({ owner }) => ({ params: { id: await goalOf(owner) } }),
  },
  'GET /api/learning': everyone(200),
  'PUT /api/learning/{id}/progress': {
    ...everyone(200),
    call: async () => ({ params: { id: await learningResource() }, body: { status: 'in_progress', percent: 30 } }),
  },
};

/** A new skill on `owner`'s profile. */
async function skillOf(owner: TestUser): Promise<string> {
  const skill = `Habilidade ${randomUUID().slice(0, 8)}`;
  const res = await t.asUser(owner).post('/api/skills', { skill, level: 5 });
  if (res.statusCode !== 201) throw new Error(`skill failed: ${res.body}`);
  return skill;
}

/** A new manual goal of `owner`. */
async function goalOf(owner: TestUser): Promise<string> {
  const title = `Meta ${randomUUID()}`;
  const res = await t.asUser(owner).post('/api/goals', { title, metric: 'manual', target: 5 });
  if (res.statusCode !== 201) throw new Error(`goal failed: ${res.body}`);
  return res.json().items.find((g: { title: string }) => g.title === title).id;
}

/** A resource of the seeded learning catalogue. */
async function learningResource(): Promise<string> {
  const res = await t.asUser(await createUser(t)).get('/api/learning?pageSize=1');
  return res.json().items[0].id;
}

/** A general-time manual stretch an hour long, each one two hours before the last (so none overlap). */
let stretches = 0;
function nextStretch() {
  stretches += 1;
  const start = t.clock.now().getTime() - stretches * 2 * 60 * 60_000;
  return {
    contractId: null,
    startedAt: new Date(start).toISOString(),
    endedAt: new Date(start + 60 * 60_000).toISOString(),
    note: 'Reunião com o cliente.',
  };
}
/** A new manual entry of `owner`. */
async function timeEntryOf(owner: TestUser): Promise<string> {
  const res = await t.asUser(owner).post('/api/time-entries', nextStretch());
  if (res.statusCode !== 201) throw new Error(`time entry failed: ${res.body}`);
  return res.json().id;
}

/** A new notification of `owner`. */
async function notificationOf(owner: TestUser): Promise<string> {
  await t.app.deps.db.transaction((tx) =>
    notify(tx, t.clock.now(), [{ userId: owner.id, type: 'system', text: 'Bem-vindo à Labora.' }]),
  );
  const [row] = await t.app.deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, owner.id))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  if (!row) throw new Error('no notification');
  return row.id;
}

/** A pending connection request to `receiver` from someone new. */
async function connectionRequestTo(receiver: TestUser): Promise<string> {
  const res = await t.asUser(await createUser(t)).post('/api/connections/requests', { userId: receiver.id });
  if (res.statusCode !== 201) throw new Error(`connection request failed: ${res.body}`);
  return res.json().id;
}

/** A new group of `owner` with the side client in it. */
async function groupOf(owner: TestUser): Promise<string> {
  await connectPeople(t, owner, sideClient);
  await connectPeople(t, owner, sideFreelancer);
  const res = await t.asUser(owner).post('/api/conversations/groups', { name: 'Equipe', memberIds: [sideClient.id] });
  if (res.statusCode !== 201) throw new Error(`group failed: ${res.body}`);
  return res.json().id;
}

// A second client and freelancer for rows whose owner is the other side.
let sideClient: TestUser;
let sideFreelancer: TestUser;
const client = async () => sideClient;
const proposalOn = async (owner: TestUser) => createProposal(t, sideFreelancer, await createJob(t, owner));
/** A waiting order of `buyer` for a new gig of `seller`. */
async function gigOrder(buyer: TestUser, seller: TestUser): Promise<string> {
  const gig = await createGig(t, seller);
  const res = await moneyPost(t, buyer, `/api/gigs/${gig.id}/orders`, cardPayment);
  if (res.statusCode !== 201) throw new Error(`gig order failed: ${res.body}`);
  return res.json().order.id;
}
const cardPayment = { method: 'card', cardNumber: TEST_CARD };
const cardDeposit = (amountCents: number) => ({ amountCents, method: 'card', cardNumber: TEST_CARD });
async function pixDepositOf(owner: TestUser): Promise<string> {
  const res = await moneyPost(t, owner, '/api/wallet/deposits', { amountCents: 5000, method: 'pix' });
  if (res.statusCode !== 201) throw new Error(`deposit failed: ${res.body}`);
  return res.json().deposit.id;
}
const contractOf = async (owner: TestUser, status?: 'concluido' | 'em_andamento') =>
  (await createContract(t, { client: owner, freelancer: sideFreelancer, status })).contract;

/** A contract in progress where `freelancer` works for the side client. */
const contractWith = async (freelancer: TestUser) =>
  (await createContract(t, { client: sideClient, freelancer, status: 'em_andamento' })).contract;
/** A waiting delivery of the side freelancer on a contract of `client` (with a file when asked). */
async function deliveredTo(client: TestUser, withFile = false) {
  const contract = (await createContract(t, { client, freelancer: sideFreelancer, status: 'em_andamento' })).contract;
  const upload = multipartBody(
    { delivery: JSON.stringify({ message: 'Entrega.' }) },
    withFile ? [{ field: 'attachments', name: 'a.txt', data: Buffer.from('ok') }] : [],
  );
  const res = await t
    .asUser(sideFreelancer)
    .post(`/api/contracts/${contract.id}/deliveries`, upload.payload, { headers: upload.headers });
  if (res.statusCode !== 201) throw new Error(`delivery failed: ${res.body}`);
  const delivery = res.json().deliveries[0];
  return {
    contractId: contract.id,
    deliveryId: delivery.id as string,
    fileId: delivery.files[0]?.id as string | undefined,
  };
}

const shared = {} as Record<'other' | 'moderator' | 'admin', TestUser>;

const portfolioInput = { title: 'Site da Padaria Aurora', link: 'https://exemplo.com.br', skills: ['React'] };
/** A portfolio item of `owner` (a freelancer); its id. */
async function portfolioItemOf(owner: TestUser) {
  const res = await t.asUser(owner).post('/api/portfolio', portfolioInput);
  if (res.statusCode !== 201) throw new Error(`portfolio item failed: ${res.body}`);
  return res.json().id as string;
}

/** A split the side freelancer proposed on a contract in progress of `owner` (the client answers it). */
async function proposedTo(owner: TestUser) {
  const contract = await contractOf(owner, 'em_andamento');
  const res = await t
    .asUser(sideFreelancer)
    .post(`/api/contracts/${contract.id}/agreements`, { freelancerCents: 1000 });
  if (res.statusCode !== 201) throw new Error(`agreement failed: ${res.body}`);
  return { id: contract.id, agreementId: res.json().id as string };
}

/**
 * A dispute on a contract in progress of `owner` (client) with the side freelancer, opened by `opener` (with a
 * file when asked), then moved to `stage`: answered by the other side, taken by `taker`, decided, appealed.
 */
async function disputeOf(
  owner: TestUser,
  stage: 'opened' | 'answered' | 'taken' | 'decided' | 'appealed',
  withFile = false,
  opener: TestUser = owner,
  taker: TestUser = shared.moderator,
) {
  const contract = await contractOf(owner, 'em_andamento');
  const upload = multipartBody(
    { dispute: JSON.stringify({ reason: 'not_delivered', statement: DISPUTE_STATEMENT }) },
    withFile ? [{ field: 'attachments', name: 'prova.txt', data: Buffer.from('ok') }] : [],
  );
  const opened = await t
    .asUser(opener)
    .post(`/api/contracts/${contract.id}/disputes`, upload.payload, { headers: upload.headers });
  if (opened.statusCode !== 201) throw new Error(`dispute failed: ${opened.body}`);
  const id = opened.json().id as string;
  const fileId = opened.json().entries[0].files[0]?.id as string | undefined;
  const answerer = opener.id === owner.id ? sideFreelancer : owner;
  const steps: [string, () => Promise<{ statusCode: number; body: string }>][] = [
    ['answered', () => t.asUser(answerer).post(`/api/disputes/${id}/answer`, { statement: DISPUTE_STATEMENT })],
    ['taken', () => t.asUser(taker).post(`/api/disputes/${id}/take`)],
    [
      'decided',
      () => moneyPost(t, taker, `/api/disputes/${id}/decision`, { freelancerCents: 500, reason: DISPUTE_STATEMENT }),
    ],
    ['appealed', () => t.asUser(sideFreelancer).post(`/api/disputes/${id}/appeal`, { reason: DISPUTE_STATEMENT })],
  ];
  const order = ['opened', 'answered', 'taken', 'decided', 'appealed'];
  for (const [name, step] of steps) {
    if (order.indexOf(name) > order.indexOf(stage)) break;
    const res = await step();
    if (res.statusCode !== 200) throw new Error(`${name} failed: ${res.body}`);
  }
  return { id, fileId };
}

beforeAll(async () => {
  // Many rows make proposals of one side freelancer: the daily limits are not what this test is about.
  t = await createTestApp({ rateLimitFactor: 4 });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  [shared.other, shared.moderator, shared.admin, sideClient, sideFreelancer] = await Promise.all([
    createUser(t, { isFreelancer: true }),
    createUser(t, { isFreelancer: true, role: 'moderator' }),
    createUser(t, { isFreelancer: true, role: 'admin' }),
    createUser(t, { isFreelancer: false }),
    createUser(t, { isFreelancer: true }),
  ]);
});
afterAll(() => t.close());

function requestOf(operation: string, call: Call, me: TestUser | null) {
  const [method, template] = operation.split(' ') as [InjectOptions['method'], string];
  let url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (!value) throw new Error(`${operation}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  if (call.query) url += `?${new URLSearchParams(call.query)}`;
  const body = call.multipart
    ? { payload: call.multipart.payload, headers: call.multipart.headers }
    : { payload: call.body as InjectOptions['payload'] };
  // Every call carries a fresh Idempotency-Key: money POSTs need one, the others ignore it.
  const headers = { 'idempotency-key': randomUUID(), ...(call.multipart?.headers ?? {}) };
  return t.asUser(me).request({ method, url, ...body, headers });
}

describe('authorisation matrix', () => {
  it('has one row for every operation of the OpenAPI document, and no row for an operation it lacks', async () => {
    const operations = await openApiOperations(t);
    expect({ missingRows: operations.filter((op) => !(op in MATRIX)) }).toEqual({ missingRows: [] });
    expect({ staleRows: Object.keys(MATRIX).filter((op) => !operations.includes(op)) }).toEqual({ staleRows: [] });
  });

  // Rows run a few at a time: making users (scrypt) and resources is most of the time. They share the thread pool
  // (scrypt for each new account, PBKDF2 for each solved challenge: phone sign-in needs one per actor), so a row
  // may wait far longer than it works.
  it.concurrent.each(Object.keys(MATRIX))('%s', { timeout: 90_000 }, async (operation) => {
    const row = MATRIX[operation] as Row;
    const rowOwner = row.fresh ? undefined : await createUser(t, { isFreelancer: true });
    const got = {} as Record<Actor, number | string>;
    for (const actor of ACTORS) {
      const owner = rowOwner ?? (await createUser(t, { isFreelancer: true }));
      const me =
        actor === 'guest'
          ? null
          : actor === 'owner'
            ? owner
            : row.fresh
              ? await createUser(t, { isFreelancer: true, ...(actor === 'other' ? {} : { role: actor }) })
              : shared[actor];
      const call = row.call ? await row.call({ owner, other: shared.other, me }) : {};
      const res = await requestOf(operation, call, me);
      // The code is shown with an unexpected status, so a failure says why.
      got[actor] = res.statusCode === row[actor] ? res.statusCode : `${res.statusCode} ${res.body.slice(0, 120)}`;
    }
    const { call: _call, fresh: _fresh, ...expected } = row;
    expect(got).toEqual(expected);
  });
});
