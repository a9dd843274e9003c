import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { COMMON_MESSAGES, ERROR_CODES } from '@labora/shared/errors';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildAppOptions, buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createContract, createGig, createJob, createUser, jobInput, type TestUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/helpers.js';
import { multipartBody } from './test/multipart.js';

let t: TestApp;
let user: TestUser;
let admin: TestUser;
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  seller = await createUser(t, { isFreelancer: true });
});
afterAll(() => t.close());

/** An app on the test database with its own options (a logger, a web root, a proxy), not yet listening. */
async function appWith(options: Partial<BuildAppOptions>) {
  const app = await buildApp({
    db: t.database.db,
    mailer: { async send() {} },
    uploadsDir: t.uploadsDir,
    webRoot: '/nonexistent',
    ...options,
  });
  return app;
}

/** Every error body: exactly `{ code, message }`, a known code, a message in Portuguese. */
function expectErrorBody(res: LightMyRequestResponse | { body: string }) {
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(ERROR_CODES).toContain(body.code);
  expect(body.message).not.toMatch(/\b(the|is|not|error|invalid|exceed|request|found)\b/i);
  return body as { code: string; message: string };
}

const invalidText = { code: 'BAD_REQUEST', message: COMMON_MESSAGES.invalidText };

describe('control characters in any text', () => {
  it('answer 400 in Portuguese from every body that carries text', async () => {
    const as = t.asUser(user);
    const job = await createJob(t, user);
    const gig = await createGig(t, seller);
    const { contract, client } = await createContract(t, { status: 'concluido' });
    const nul = 'texto\u0000oculto';
    const answers = {
      login: await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: nul, password: nul } }),
      signUp: await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          first_name: 'ana',
          last_name: nul,
          phone: '11987654321',
          email: 'nul@exemplo.com',
          password: 'Labora@2026',
          confirm_password: 'Labora@2026',
        },
      }),
      recovery: await t.request({ method: 'POST', url: '/api/auth/enviar-otp', payload: { email: `a${nul}@b.com` } }),
      recoveryCheck: await t.request({
        method: 'POST',
        url: '/api/auth/verificar-otp',
        payload: { email: user.email, otp: `12345\u0000`, newPassword: 'Labora@2027', confirmPassword: 'Labora@2027' },
      }),
      job: await as.post('/api/jobs', jobInput({ title: nul })),
      jobEdit: await as.put(`/api/jobs/${job.id}`, jobInput({ description: nul })),
      proposal: await t
        .asUser(seller)
        .post(`/api/jobs/${job.id}/proposals`, { amountCents: 1000, deliveryDays: 3, coverLetter: nul }),
      gig: await t.asUser(seller).put(`/api/gigs/${gig.id}`, { ...gig, title: nul }),
      review: await t.asUser(client).post(`/api/contracts/${contract.id}/reviews`, { rating: 5, comment: nul }),
      profile: await as.put('/api/users/profile', {
        first_name: 'ana',
        last_name: 'souza',
        email: user.email,
        phone: '11987654321',
        bio: nul,
      }),
      adminNotes: await t.asUser(admin).put(`/api/usuarios/${user.id}`, { notes: nul }),
      key: await as.post('/api/jobs', { ...jobInput(), [nul]: 1 }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect([name, res.statusCode, expectErrorBody(res)]).toEqual([name, 400, invalidText]);
    }
  });

  it('refuse every control character, DEL, C1 and lone surrogates; bodies keep tab and line breaks', async () => {
    const as = t.asUser(user);
    for (const bad of ['\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b', '\ud800', 'a\udfffb']) {
      const res = await as.post('/api/jobs', jobInput({ title: `Título ${bad}` }));
      expect([JSON.stringify(bad), res.statusCode, res.json()]).toEqual([JSON.stringify(bad), 400, invalidText]);
    }
    const multiLine = await as.post('/api/jobs', jobInput({ description: 'Linha um\r\nLinha dois\n\tcom recuo.' }));
    expect(multiLine.statusCode).toBe(201);
    expect(multiLine.json().description).toBe('Linha um\r\nLinha dois\n\tcom recuo.');
    // Emoji (surrogate pairs) and accents are text.
    expect((await as.post('/api/jobs', jobInput({ title: 'Logo 🎨 da padaria São João' }))).statusCode).toBe(201);
  });

  it('answer 400 from queries (searches, admin search) and INVALID_ID from URL parameters', async () => {
    const as = t.asUser(user);
    const queries = [
      '/api/jobs?search=a%00b',
      '/api/jobs?search=a%0Ab',
      '/api/freelancers?search=%00',
      '/api/gigs?category=%07',
      '/api/catalog/cities?q=S%C3%A3o%00',
      '/api/proposals?as=%00',
    ];
    for (const url of queries) {
      const res = await as.get(url);
      expect([url, res.statusCode, expectErrorBody(res)]).toEqual([url, 400, invalidText]);
    }
    const adminSearch = await t.asUser(admin).get('/api/usuarios?q=%00');
    expect([adminSearch.statusCode, adminSearch.json()]).toEqual([400, invalidText]);
    const csv = await t.asUser(admin).get('/api/usuarios/export.csv?q=%00');
    expect([csv.statusCode, csv.json()]).toEqual([400, invalidText]);
    for (const url of ['/api/jobs/%00', `/api/freelancers/${'0'.repeat(8)}%00`, '/api/gigs/a%0Ab']) {
      const res = await as.get(url);
      expect([url, res.statusCode, expectErrorBody(res).code]).toEqual([url, 400, 'INVALID_ID']);
    }
  });

  it('answer 400 from a multipart job field, and store no file', async () => {
    const body = multipartBody({ job: JSON.stringify(jobInput({ title: 'Vaga\u0000' })) }, [
      { field: 'attachments', name: 'escopo.txt', data: Buffer.from('Escopo') },
    ]);
    const res = await t.asUser(user).request({ method: 'POST', url: '/api/jobs', ...body });
    expect([res.statusCode, res.json()]).toEqual([400, invalidText]);
  });
});

/** A pino logger writing JSON lines to an array, as the server's does to stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('logs hold no secret', () => {
  it('a failing query logs its error code, never its SQL or parameters', async () => {
    const { log, lines } = capturedLogger();
    const app = await appWith({ loggerInstance: log });
    const secret = 'segredo-8d1f0c9a-senha';
    app.get('/api/test/failing-query', async () => t.database.db.execute(sql`select ${secret}::int as n`));
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
      expect([res.statusCode, res.json()]).toEqual([500, { code: 'INTERNAL', message: COMMON_MESSAGES.internal }]);
      // A module logging a caught database error by hand goes through the same serializer.
      const caught = await t.database.db.execute(sql`select ${secret}::int as n`).catch((error: unknown) => error);
      app.log.error({ err: caught }, 'caught by a module');

      const logged = lines.join('');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('caught by a module');
      expect(logged).toContain('22P02'); // invalid_text_representation: what an operator needs to look further
      expect(logged).not.toContain(secret);
      expect(logged).not.toMatch(/select|params/i);
    } finally {
      await app.close();
    }
  });

  it('a refused sign-up logs nothing of its password, e-mail or phone', async () => {
    const { log, lines } = capturedLogger();
    const app = await appWith({ loggerInstance: log });
    await app.ready();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          first_name: 'ana',
          last_name: 'sou\u0000za',
          phone: '11912345678',
          email: 'vazamento@exemplo.com',
          password: 'Vaza@2026x',
          confirm_password: 'Vaza@2026x',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(lines.join('')).not.toMatch(/vazamento|Vaza@2026x|11912345678|scrypt/);
    } finally {
      await app.close();
    }
  });

  it('a request is one line with its path, status and time, never its query string', async () => {
    const { log, lines } = capturedLogger();
    const app = await appWith({ loggerInstance: log });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/usuarios?q=fulano%40exemplo.com' });
      expect(res.statusCode).toBe(401);
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.path === '/api/usuarios');
      expect(requests).toEqual([expect.objectContaining({ method: 'GET', status: 401, msg: 'request' })]);
      expect(typeof requests[0].ms).toBe('number');
      expect(lines.join('')).not.toMatch(/fulano/);
    } finally {
      await app.close();
    }
  });
});

describe('every error leaves as { code, message } in Portuguese', () => {
  it('covers the errors Fastify makes itself', async () => {
    const as = t.asUser(user);
    const json = { 'content-type': 'application/json' };
    const answers: [string, LightMyRequestResponse, number, string][] = [
      ['201-char id', await as.get(`/api/jobs/${'a'.repeat(201)}`), 400, 'INVALID_ID'],
      ['bad URL encoding', await as.get('/api/jobs/%E0%A4%A'), 400, 'BAD_REQUEST'],
      ['unknown route', await as.get('/api/nada'), 404, 'NOT_FOUND'],
      ['unsupported method', await as.request({ method: 'PROPFIND' as 'GET', url: '/api/jobs' }), 404, 'NOT_FOUND'],
      [
        'bad content type',
        await as.request({
          method: 'POST',
          url: '/api/jobs',
          payload: '<job/>',
          headers: { 'content-type': 'application/xml' },
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'body too large',
        await as.request({ method: 'POST', url: '/api/jobs', payload: `"${'x'.repeat(200_000)}"`, headers: json }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'malformed multipart',
        await as.request({
          method: 'POST',
          url: '/api/jobs',
          payload: '--x\r\nContent-Disposition: form-data; name="job"\r\n\r\n{',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
        400,
        'BAD_REQUEST',
      ],
      [
        'prototype key',
        await as.request({ method: 'POST', url: '/api/jobs', payload: '{"__proto__":{"x":1}}', headers: json }),
        400,
        'BAD_REQUEST',
      ],
      [
        'bad charset',
        await as.request({
          method: 'POST',
          url: '/api/jobs',
          payload: '{}',
          headers: { 'content-type': 'application/json; charset=utf-16' },
        }),
        400,
        'BAD_REQUEST',
      ],
    ];
    for (const [name, res, status, code] of answers) {
      expect([name, res.statusCode, expectErrorBody(res).code]).toEqual([name, status, code]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a malformed HTTP request on the socket in the same shape', async () => {
    const app = await appWith({});
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = Number(new URL(address).port);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n'));
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk;
        });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      const [head, body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(expectErrorBody({ body })).toEqual({ code: 'BAD_REQUEST', message: COMMON_MESSAGES.invalidBody });
    } finally {
      await app.close();
    }
  });
});

const WEB_INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/index.html');

describe('security headers', () => {
  const expectHardened = (name: string, res: LightMyRequestResponse) => {
    const csp = String(res.headers['content-security-policy'] ?? '');
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [key = '', ...values] = d.trim().split(/\s+/);
        return [key, values];
      }),
    );
    expect([name, directives['script-src']]).toEqual([name, ["'self'"]]);
    expect([name, directives['script-src-attr']]).toEqual([name, ["'none'"]]);
    expect([name, directives['frame-ancestors']]).toEqual([name, ["'none'"]]);
    expect([name, directives['object-src']]).toEqual([name, ["'none'"]]);
    expect([name, res.headers['x-frame-options']]).toEqual([name, 'DENY']);
    expect([name, res.headers['x-content-type-options']]).toEqual([name, 'nosniff']);
    expect([name, res.headers['x-powered-by'], res.headers.server]).toEqual([name, undefined, undefined]);
    // Plain HTTP here: HSTS would be a promise the server cannot keep.
    expect([name, res.headers['strict-transport-security']]).toEqual([name, undefined]);
  };

  it('harden API answers, downloads and errors', async () => {
    const file = multipartBody({ job: JSON.stringify(jobInput()) }, [
      { field: 'attachments', name: 'relatório final.txt', data: Buffer.from('Relatório') },
    ]);
    const job = (await t.asUser(user).request({ method: 'POST', url: '/api/jobs', ...file })).json();
    const download = await t.asUser(user).get(`/api/jobs/${job.id}/attachments/${job.attachments[0].id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="relatorio final.txt"; filename*=UTF-8''relat%C3%B3rio%20final.txt`,
    );
    const csv = await t.asUser(admin).get('/api/usuarios/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="users.csv"; filename*=UTF-8''users.csv`);

    expectHardened('json', await t.asUser(user).get('/api/auth/me'));
    expectHardened('401', await t.asUser(null).get('/api/auth/me'));
    expectHardened('404', await t.asUser(null).get('/api/nada'));
    expectHardened('attachment', download);
    expectHardened('users.csv', csv);
    expectHardened('docs', await t.request({ method: 'GET', url: '/api/docs/static/index.html' }));
  });

  it('harden the SPA, its assets and public uploads; the SPA has no inline script', async () => {
    const source = await readFile(WEB_INDEX, 'utf8');
    const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content.trim()).toBe('');
    }
    expect(source).not.toMatch(/\son[a-z]+=/i);

    const webRoot = await mkdtemp(path.join(tmpdir(), 'labora-web-'));
    try {
      await mkdir(path.join(webRoot, 'assets'));
      await writeFile(path.join(webRoot, 'index.html'), source);
      await writeFile(path.join(webRoot, 'assets', 'index-abc.js'), 'console.log(1)');
      const avatar = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .webp()
        .toBuffer();
      await mkdir(path.join(t.uploadsDir, 'avatars'), { recursive: true });
      await writeFile(path.join(t.uploadsDir, 'avatars', `${'a'.repeat(32)}.webp`), avatar);
      const app = await appWith({ webRoot });
      await app.ready();
      try {
        for (const url of ['/', '/login', '/assets/index-abc.js', `/uploads/avatars/${'a'.repeat(32)}.webp`]) {
          const res = await app.inject({ method: 'GET', url });
          expect([url, res.statusCode]).toEqual([url, 200]);
          expectHardened(url, res);
        }
      } finally {
        await app.close();
      }
    } finally {
      await rm(webRoot, { recursive: true, force: true });
    }
  });

  it('send HSTS only over TLS, or from a trusted proxy that says the client used https', async () => {
    const hsts = (res: LightMyRequestResponse) => res.headers['strict-transport-security'];
    const https = { 'x-forwarded-proto': 'https' };
    const plain = await appWith({});
    const proxied = await appWith({ trustProxy: '127.0.0.1' });
    try {
      const ask = (app: typeof plain, remoteAddress: string, headers = {}) =>
        app.inject({ method: 'GET', url: '/api/nada', remoteAddress, headers });
      expect(hsts(await ask(plain, '127.0.0.1', https))).toBeUndefined();
      expect(hsts(await ask(proxied, '127.0.0.1'))).toBeUndefined();
      expect(hsts(await ask(proxied, '10.0.0.7', https))).toBeUndefined();
      expect(hsts(await ask(proxied, '127.0.0.1', https))).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await plain.close();
      await proxied.close();
    }
  });

  it('take the trusted proxies from TRUST_PROXY, checked at start', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toBe('loopback, 10.0.0.0/8,::1');
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });
});

describe('images are decoded within bounds', () => {
  /** A PNG whose header claims width × height pixels: a few dozen bytes that would decode to gigabytes. */
  function pngClaiming(width: number, height: number) {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  it('refuse a picture claiming 100,000 × 100,000 pixels, for an avatar and a gig', async () => {
    const bomb = pngClaiming(100_000, 100_000);
    const gig = await createGig(t, seller);
    const avatar = await t.asUser(user).request({
      method: 'PUT',
      url: '/api/users/profile/picture',
      ...multipartBody({}, [{ field: 'profilePicture', name: 'a.png', type: 'image/png', data: bomb }]),
    });
    const image = await t.asUser(seller).request({
      method: 'PUT',
      url: `/api/gigs/${gig.id}/image`,
      ...multipartBody({}, [{ field: 'image', name: 'a.png', type: 'image/png', data: bomb }]),
    });
    for (const res of [avatar, image])
      expect([res.statusCode, expectErrorBody(res).code]).toEqual([400, 'BAD_REQUEST']);
  });
});
