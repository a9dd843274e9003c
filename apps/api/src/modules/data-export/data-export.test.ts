import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES, type TDataExport } from '@labora/shared/data-export';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioItems } from '../../db/schema/portfolio.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { createContract, createUser, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, storedKeys, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const build = () => t.app.scheduler.runNow('data-exports.build');
const expire = () => t.app.scheduler.runNow('data-exports.expire');
const exportsOf = async (who: TestUser): Promise<TDataExport[]> =>
  (await t.asUser(who).get('/api/users/me/data-exports')).json().items;
const exportFiles = async () => storedKeys(t.app.deps.exportFiles);

/** The link of the latest mail to `who` about a ready copy. */
function mailedLink(who: TestUser): URL {
  const mail = t.mails.filter((m) => m.to === who.email && m.subject === DATA_EXPORT_MESSAGES.mailSubject).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/download\?token=[\w-]+/)?.[0];
  if (!link) throw new Error('no data export mail');
  return new URL(link);
}

const download = (url: URL, token?: string) =>
  t.request({ method: 'GET', url: `${url.pathname}${url.search}`, ...(token ? { token } : {}) });

/** Asks for a copy, runs the build job, and answers the copy as the person's list shows it. */
async function readyExport(who: TestUser): Promise<TDataExport> {
  const asked = await t.asUser(who).post('/api/users/me/data-export');
  expect(asked.statusCode).toBe(201);
  await build();
  const copy = (await exportsOf(who)).find((item) => item.id === asked.json().id);
  expect(copy).toMatchObject({ status: 'ready' });
  // The next request of the test comes a moment later, as a person's would (the list is newest first).
  t.clock.advance(1000);
  return copy as TDataExport;
}

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

describe('a copy of one’s data', () => {
  let ana: TestUser;
  let bruno: TestUser;
  let zip: Record<string, Uint8Array>;
  const json = (name: string) => JSON.parse(Buffer.from(zip[name] ?? []).toString('utf8'));

  beforeAll(async () => {
    ana = await createUser(t, { first_name: 'Ana', last_name: 'Exportadora', phone: '11912345678' });
    bruno = await createUser(t, {
      first_name: 'Bruno',
      last_name: 'Parceiro',
      phone: '21998761234',
      isFreelancer: true,
    });
    const { contract } = await createContract(t, {
      client: ana,
      freelancer: bruno,
      job: { title: 'Loja virtual de cerâmica' },
      proposal: { coverLetter: 'Faço a loja em três semanas, com testes e documentação.' },
      status: 'concluido',
    });
    const url = `/api/contracts/${contract.id}/reviews`;
    expect((await t.asUser(ana).post(url, { rating: 5, comment: 'Excelente trabalho.' })).statusCode).toBe(201);
    expect((await t.asUser(bruno).post(url, { rating: 4, comment: 'Cliente claro e rápido.' })).statusCode).toBe(201);
    const conversation = (await t.asUser(ana).post('/api/conversations/direct', { userId: bruno.id })).json();
    const say = (who: TestUser, text: string) =>
      t.asUser(who).post(`/api/conversations/${conversation.id}/messages`, { text });
    expect((await say(ana, 'Oi Bruno, tudo certo com a entrega?')).statusCode).toBe(201);
    expect((await say(bruno, 'Tudo certo, Ana!')).statusCode).toBe(201);
    const files = multipartBody({ message: JSON.stringify({ text: 'Segue o briefing' }) }, [
      { field: 'attachments', name: 'briefing.txt', type: 'text/plain', data: Buffer.from('Briefing da loja.') },
    ]);
    const sent = await t
      .asUser(ana)
      .post(`/api/conversations/${conversation.id}/messages/files`, files.payload, { headers: files.headers });
    expect(sent.statusCode).toBe(201);
    const avatar = multipartBody({}, [
      { field: 'profilePicture', name: 'foto.png', type: 'image/png', data: await png() },
    ]);
    expect(
      (await t.asUser(ana).request({ method: 'PUT', url: '/api/users/profile/picture', ...avatar })).statusCode,
    ).toBe(200);
    // Two pieces of work, stored in the order the person chose (the second first).
    await t.database.db.insert(portfolioItems).values([
      { freelancerId: ana.id, title: 'Loja da Cerâmica', skills: ['Figma'], position: 1 },
      { freelancerId: ana.id, title: 'Site da Padaria', link: 'https://exemplo.com.br', position: 0 },
    ]);
    const deposit = { amountCents: 300_000, method: 'card', cardNumber: TEST_CARD };
    expect((await moneyPost(t, ana, '/api/wallet/deposits', deposit)).statusCode).toBe(201);
    const withdrawal = {
      amountCents: 100_000,
      method: 'pix',
      accountInfo: { method: 'pix', pixKey: 'ana.pix@example.com' },
    };
    expect((await moneyPost(t, ana, '/api/wallet/withdrawals', withdrawal)).statusCode).toBe(201);
    await t.database.db.update(users).set({ cpf: '52998224725' }).where(eq(users.id, ana.id));

    await readyExport(ana);
    const res = await download(mailedLink(ana));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="labora-meus-dados-\d{4}-\d\d-\d\d\.zip"/,
    );
    zip = unzipSync(new Uint8Array(res.rawPayload));
  });

  it('has a file per area, a README in Portuguese and the person’s own uploads', () => {
    const names = Object.keys(zip);
    for (const file of [
      'LEIA-ME.txt',
      'perfil.json',
      'projetos.json',
      'propostas.json',
      'contratos.json',
      'entregas.json',
      'mensagens.json',
      'avaliacoes.json',
      'extrato.json',
      'saques.json',
      'notificacoes.json',
      'sessoes.json',
      'consentimentos.json',
      'servicos.json',
      'portfolio.json',
      'horas-metas-habilidades.json',
    ])
      expect(names).toContain(file);
    const readme = Buffer.from(zip['LEIA-ME.txt'] ?? []).toString('utf8');
    expect(readme).toContain('Cópia dos seus dados na Labora');
    expect(readme).toContain('Pessoa: Ana Exportadora');
    for (const file of names.filter((name) => name.endsWith('.json'))) expect(readme).toContain(file);
    const avatar = names.find((name) => name.startsWith('arquivos/perfil/'));
    expect(avatar).toMatch(/^arquivos\/perfil\/[0-9a-f]{32}\.webp$/);
    expect(json('perfil.json').foto).toBe(avatar);
    const briefing = names.find((name) => name.startsWith('arquivos/mensagens/'));
    expect(Buffer.from(zip[briefing ?? ''] ?? []).toString('utf8')).toBe('Briefing da loja.');
  });

  it('holds the portfolio in the order shown on the profile', () => {
    expect(json('portfolio.json').trabalhos).toEqual([
      expect.objectContaining({ titulo: 'Site da Padaria', link: 'https://exemplo.com.br', posicao: 1, imagens: [] }),
      expect.objectContaining({ titulo: 'Loja da Cerâmica', habilidades: ['Figma'], posicao: 2 }),
    ]);
  });

  it('holds the profile with the CPF masked as Configurações shows it', () => {
    expect(json('perfil.json')).toMatchObject({
      nome: 'Ana',
      sobrenome: 'Exportadora',
      email: ana.email,
      celular: '11912345678',
      cpf: '***.982.247-**',
    });
  });

  it('holds the jobs, proposals received, contract, reviews both ways and the conversation', () => {
    expect(json('projetos.json').projetos).toEqual([
      expect.objectContaining({ titulo: 'Loja virtual de cerâmica', status: expect.any(String) }),
    ]);
    expect(json('propostas.json')).toEqual({
      enviadas: [],
      recebidas: [
        expect.objectContaining({
          freelancer: 'Bruno Parceiro',
          cartaApresentacao: 'Faço a loja em três semanas, com testes e documentação.',
        }),
      ],
    });
    expect(json('contratos.json').contratos).toEqual([
      expect.objectContaining({ seuPapel: 'cliente', outraParte: 'Bruno Parceiro', status: 'concluido' }),
    ]);
    expect(json('avaliacoes.json')).toEqual({
      escritas: [expect.objectContaining({ pessoa: 'Bruno Parceiro', nota: 5, comentario: 'Excelente trabalho.' })],
      recebidas: [
        expect.objectContaining({ pessoa: 'Bruno Parceiro', nota: 4, comentario: 'Cliente claro e rápido.' }),
      ],
    });
    const talk = json('mensagens.json').mensagens.filter(
      (m: { tipoConversa: string; contratoId: string | null }) => m.tipoConversa === 'direct' && m.contratoId === null,
    );
    expect(talk.map((m: { de: string; texto: string }) => [m.de, m.texto])).toEqual([
      ['Você', 'Oi Bruno, tudo certo com a entrega?'],
      ['Bruno Parceiro', 'Tudo certo, Ana!'],
      ['Você', 'Segue o briefing'],
    ]);
  });

  it('holds the wallet in centavos and reais, the withdrawal as the wallet shows it, sessions and consents', () => {
    const { movimentos, depositos } = json('extrato.json');
    expect(movimentos).toContainEqual(
      expect.objectContaining({ tipo: 'deposit', valorCentavos: 300_000, valorReais: 3000 }),
    );
    expect(depositos.length).toBeGreaterThanOrEqual(1);
    const [saque] = json('saques.json').saques;
    expect(saque).toMatchObject({ valorCentavos: 100_000, valorReais: 1000, metodo: 'pix', status: 'processing' });
    expect(saque.destino).not.toContain('ana.pix@example.com');
    const { sessoes } = json('sessoes.json');
    expect(sessoes.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(sessoes[0]).sort()).toEqual(['expiraEm', 'id', 'iniciadaEm']);
    expect(json('consentimentos.json')).toMatchObject({
      termosEPrivacidade: { comoAceitos: 'Ao criar a conta' },
      emails: { propostaAceita: true, mensagensNaoLidas: true },
    });
    expect(json('notificacoes.json').notificacoes.length).toBeGreaterThanOrEqual(1);
  });

  it('holds no one else’s e-mail or phone, and no secret', async () => {
    const text = Object.values(zip)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(text.toLowerCase()).not.toContain(bruno.email.toLowerCase());
    expect(text).not.toContain('21998761234');
    expect(text).not.toContain('52998224725');
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(ana.token);
    const [hashes] = [await t.database.db.select({ hash: sessions.tokenHash }).from(sessions)];
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ana.id));
    expect(text).not.toContain(row?.hash.split('$').at(-1));
  });
});

describe('the download link', () => {
  it('works with its secret alone, or for its signed-in owner; anything else is the same 404', async () => {
    const carla = await createUser(t, { first_name: 'Carla' });
    const other = await createUser(t);
    const copy = await readyExport(carla);
    const link = mailedLink(carla);
    expect(link.origin + link.pathname).toBe(`http://127.0.0.1:3000/api/data-exports/${copy.id}/download`);
    expect(link.searchParams.get('token')).toHaveLength(DATA_EXPORT_LIMITS.tokenLength);
    const base = `/api/data-exports/${copy.id}/download`;
    const notFound = { code: 'NOT_FOUND', message: DATA_EXPORT_MESSAGES.notFound };

    const wrong = await t.request({ method: 'GET', url: `${base}?token=${'x'.repeat(43)}` });
    expect([wrong.statusCode, wrong.json()]).toEqual([404, notFound]);
    const bare = await t.request({ method: 'GET', url: base });
    expect([bare.statusCode, bare.json()]).toEqual([404, notFound]);
    // Someone else's session with the right link: refused, as a stolen link inside another account.
    const stolen = await download(link, other.token);
    expect([stolen.statusCode, stolen.json()]).toEqual([404, notFound]);
    expect((await t.asUser(other).get(base)).statusCode).toBe(404);
    // The owner with a wrong token: refused too.
    expect((await t.asUser(carla).get(`${base}?token=${'y'.repeat(43)}`)).statusCode).toBe(404);
    const own = await t.asUser(carla).get(base);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(own.rawPayload)))).toContain('perfil.json');
    expect((await download(link)).statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `${base}?token=x`,
          headers: { authorization: 'Bearer nope-nope-nope-nope-nope' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lasts 24 hours: then 410, and the expiry job deletes the file', async () => {
    const dora = await createUser(t);
    const copy = await readyExport(dora);
    expect(copy.expiresAt).not.toBeNull();
    expect(Date.parse(copy.expiresAt ?? '') - Date.parse(copy.readyAt ?? '')).toBe(24 * HOUR);
    expect(await exportFiles()).toContain(`${copy.id}.zip`);
    const link = mailedLink(dora);
    // readyExport moved the clock 1 s past readyAt.
    t.clock.advance(24 * HOUR - 2000);
    expect((await download(link)).statusCode).toBe(200);
    t.clock.advance(1000);
    const gone = await download(link);
    expect([gone.statusCode, gone.json()]).toEqual([
      410,
      { code: 'DATA_EXPORT_EXPIRED', message: DATA_EXPORT_MESSAGES.expired },
    ]);
    await expire();
    expect(await exportFiles()).not.toContain(`${copy.id}.zip`);
    expect((await exportsOf(dora))[0]).toMatchObject({ id: copy.id, status: 'expired' });
    expect((await t.asUser(dora).get(`/api/data-exports/${copy.id}/download`)).statusCode).toBe(410);
  });
});

describe('asking for a copy', () => {
  it('answers the copy being prepared instead of a second one, and allows 3 in 24 hours', async () => {
    const eva = await createUser(t);
    const first = await t.asUser(eva).post('/api/users/me/data-export');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null, sizeBytes: null });
    const again = await t.asUser(eva).post('/api/users/me/data-export');
    expect([again.statusCode, again.json().id]).toEqual([200, first.json().id]);
    await build();
    await readyExport(eva);
    await readyExport(eva);
    const fourth = await t.asUser(eva).post('/api/users/me/data-export');
    expect([fourth.statusCode, fourth.json()]).toEqual([
      429,
      { code: 'TOO_MANY_REQUESTS', message: DATA_EXPORT_MESSAGES.rateLimited },
    ]);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exportsOf(eva)).map((e) => e.status)).toEqual(['ready', 'ready', 'ready']);
    t.clock.advance(24 * HOUR + 1000);
    expect((await t.asUser(eva).post('/api/users/me/data-export')).statusCode).toBe(201);
  });

  it('needs a session, and shows each person only their own requests', async () => {
    expect((await t.request({ method: 'POST', url: '/api/users/me/data-export' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/users/me/data-exports' })).statusCode).toBe(401);
    const fabio = await createUser(t);
    const gil = await createUser(t);
    await t.asUser(fabio).post('/api/users/me/data-export');
    expect(await exportsOf(gil)).toEqual([]);
    expect(await exportsOf(fabio)).toHaveLength(1);
  });

  it('is tried 3 times a minute apart when the build fails, then shown as failed and may be asked again', async () => {
    const ivo = await createUser(t);
    const asked = await t.asUser(ivo).post('/api/users/me/data-export');
    const deps = t.app.deps as { exportFiles: FileStore };
    const store = deps.exportFiles;
    // A store that refuses every copy (a full disk, a bucket out of reach).
    deps.exportFiles = Object.create(store, {
      putFile: {
        value: async () => {
          throw new Error('no space left');
        },
      },
    });
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await build();
        expect((await exportsOf(ivo))[0]?.status).toBe(attempt < 3 ? 'pending' : 'failed');
        // The next try waits a minute: running again at once does not touch it.
        await build();
        t.clock.advance(61_000);
      }
    } finally {
      deps.exportFiles = store;
    }
    expect(await exportFiles()).not.toContain(`${asked.json().id}.zip`);
    expect((await t.asUser(ivo).get(`/api/data-exports/${asked.json().id}/download`)).statusCode).toBe(404);
    expect((await t.asUser(ivo).post('/api/users/me/data-export')).statusCode).toBe(201);
  });

  it('goes with the account: deleting it deletes the copies and their files', async () => {
    const hugo = await createUser(t);
    const copy = await readyExport(hugo);
    expect(await exportFiles()).toContain(`${copy.id}.zip`);
    const deleted = await t.asUser(hugo).delete('/api/users/me', { password: hugo.password });
    expect(deleted.statusCode).toBe(200);
    expect(await exportFiles()).not.toContain(`${copy.id}.zip`);
    expect((await download(mailedLink(hugo))).statusCode).toBe(404);
  });
});
