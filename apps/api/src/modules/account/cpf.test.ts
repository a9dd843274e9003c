import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { CPF_MESSAGES } from '@labora/shared/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createJob, createProposal, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/users/me/cpf';
const setCpf = (user: TestUser | null, cpf: unknown) => t.asUser(user).put(URL, { cpf });
const cpfOf = async (user: TestUser) => (await t.asUser(user).get(URL)).json();
/** '***.456.789-**' for 12345678909: the middle six digits only. */
const masked = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

describe('CPF in Configurações', () => {
  it('starts unset, saves a valid CPF as typed and shows it to its owner only masked', async () => {
    const ana = await createUser(t);
    expect(await cpfOf(ana)).toEqual({ cpf: null, cpfVerified: false });
    const cpf = generateCpf();
    const res = await setCpf(ana, ` ${formatCpf(cpf)} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CPF_MESSAGES.saved, cpf: masked(cpf), cpfVerified: true });
    expect(await cpfOf(ana)).toEqual({ cpf: masked(cpf), cpfVerified: true });
    // Kept as digits only (the unique index compares those).
    const [row] = await t.database.db.select({ cpf: users.cpf }).from(users).where(eq(users.id, ana.id));
    expect(row?.cpf).toBe(cpf);
  });

  it('refuses a CPF whose check digits are wrong, a repeated digit, letters or nothing', async () => {
    const ana = await createUser(t);
    const cpf = generateCpf();
    const wrongDigit = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
    for (const bad of [wrongDigit, '111.111.111-11', '5299822472a5', '529.982.247-250', 12345678909]) {
      const res = await setCpf(ana, bad);
      expect([res.statusCode, res.json()], String(bad)).toEqual([
        400,
        { code: 'BAD_REQUEST', message: CPF_MESSAGES.invalid },
      ]);
    }
    for (const missing of ['', '  ', undefined]) {
      const res = await setCpf(ana, missing);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: CPF_MESSAGES.missing });
    }
    expect(await cpfOf(ana)).toEqual({ cpf: null, cpfVerified: false });
  });

  it('keeps one account per CPF, also when two accounts race for it', async () => {
    const cpf = generateCpf();
    const ana = await createUser(t);
    const bruno = await createUser(t);
    expect((await setCpf(ana, cpf)).statusCode).toBe(200);
    const taken = await setCpf(bruno, formatCpf(cpf));
    expect([taken.statusCode, taken.json()]).toEqual([409, { code: 'CPF_TAKEN', message: CPF_MESSAGES.taken }]);
    expect(await cpfOf(bruno)).toEqual({ cpf: null, cpfVerified: false });

    const other = generateCpf();
    const [carla, davi] = [await createUser(t), await createUser(t)];
    const raced = await Promise.all([setCpf(carla, other), setCpf(davi, other)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('is set once: the same CPF again is fine, another one goes through support', async () => {
    const cpf = generateCpf();
    const ana = await createUser(t);
    expect((await setCpf(ana, cpf)).statusCode).toBe(200);
    expect((await setCpf(ana, formatCpf(cpf))).statusCode).toBe(200);
    const changed = await setCpf(ana, generateCpf());
    expect([changed.statusCode, changed.json()]).toEqual([
      409,
      { code: 'CPF_ALREADY_SET', message: CPF_MESSAGES.alreadySet },
    ]);
    expect(await cpfOf(ana)).toEqual({ cpf: masked(cpf), cpfVerified: true });
  });

  it('needs a session, and limits the tries (each refusal tells that some account has the CPF)', async () => {
    expect((await t.asUser(null).get(URL)).statusCode).toBe(401);
    expect((await setCpf(null, generateCpf())).statusCode).toBe(401);
    const owner = await createUser(t);
    const cpf = generateCpf();
    await setCpf(owner, cpf);
    const prober = await createUser(t);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await setCpf(prober, cpf)).statusCode);
    expect(answers).toEqual([...Array(10).fill(409), 429]);
    const limited = await setCpf(prober, generateCpf());
    expect(limited.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: CPF_MESSAGES.rateLimited });
  });
});

describe("'CPF verificado' and where the CPF never goes", () => {
  it('shows cpfVerified on the public profile and in the job inbox, and the CPF in no payload of anyone', async () => {
    const cpf = generateCpf();
    const rafa = await createUser(t, { isFreelancer: true });
    const bia = await createUser(t, { isFreelancer: true });
    const client = await createUser(t);
    expect((await setCpf(rafa, cpf)).statusCode).toBe(200);
    const job = await createJob(t, client);
    await createProposal(t, rafa, job);
    await createProposal(t, bia, job);

    const profile = await t.asUser(client).get(`/api/freelancers/${rafa.id}`);
    expect(profile.json()).toMatchObject({ id: rafa.id, cpfVerified: true });
    expect((await t.asUser(client).get(`/api/freelancers/${bia.id}`)).json()).toMatchObject({ cpfVerified: false });

    const inbox = await t.asUser(client).get(`/api/jobs/${job.id}/inbox`);
    const byId = new Map(
      (inbox.json() as { freelancer: { id: string; cpfVerified: boolean } }[]).map((p) => [p.freelancer.id, p]),
    );
    expect(byId.get(rafa.id)?.freelancer.cpfVerified).toBe(true);
    expect(byId.get(bia.id)?.freelancer.cpfVerified).toBe(false);

    // Neither the digits nor the formatted CPF nor the mask leave in another person's payloads (staff's included),
    // nor in the own session and profile (only GET /users/me/cpf tells the owner, masked).
    const admin = await createUser(t, { role: 'admin' });
    const search = `q=${encodeURIComponent(rafa.email)}`;
    const staffViews = [
      (await t.asUser(admin).get(`/api/usuarios?${search}`)).body,
      (await t.asUser(admin).get(`/api/usuarios/export.csv?${search}`)).body,
    ];
    for (const body of staffViews) expect(body).toContain(rafa.email);
    const payloads = [
      ...staffViews,
      profile.body,
      inbox.body,
      (await t.asUser(client).get('/api/freelancers?pageSize=50')).body,
      (await t.asUser(client).get(`/api/jobs/${job.id}/proposals`)).body,
      (await t.asUser(rafa).get('/api/auth/me')).body,
      (await t.asUser(rafa).get('/api/users/profile')).body,
      (await t.asUser(rafa).get(URL)).body,
    ];
    for (const body of payloads) {
      expect(body).not.toContain(cpf);
      expect(body).not.toContain(formatCpf(cpf));
    }
    for (const body of payloads.slice(0, -1)) expect(body).not.toContain(masked(cpf));
  });
});
