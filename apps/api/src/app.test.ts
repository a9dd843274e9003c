import { COMMON_MESSAGES } from '@labora/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './db/seed/demo.js';
import { createUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nada/aqui' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: COMMON_MESSAGES.routeNotFound });
  });

  it('answers every error with a code: unknown route, bad JSON, invalid id, guest, unknown row', async () => {
    const user = await createUser(t);
    const as = t.asUser(user);
    const answers = {
      route: await as.get('/api/nada/aqui'),
      json: await as.request({
        method: 'PUT',
        url: '/api/users/profile',
        payload: '{"first_name": ',
        headers: { 'content-type': 'application/json' },
      }),
      id: await as.get('/api/jobs/not-a-uuid'),
      query: await as.get('/api/jobs?page=0'),
      guest: await t.asUser(null).get('/api/jobs'),
      row: await as.get('/api/jobs/00000000-0000-4000-8000-000000000000'),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([name, res]) => [name, [res.statusCode, res.json().code]]),
    );
    expect(seen).toEqual({
      route: [404, 'NOT_FOUND'],
      json: [400, 'BAD_REQUEST'],
      id: [400, 'INVALID_ID'],
      query: [400, 'BAD_REQUEST'],
      guest: [401, 'UNAUTHORIZED'],
      row: [404, 'NOT_FOUND'],
    });
    expect(answers.json.json().message).toBe(COMMON_MESSAGES.invalidJson);
  });

  it('documents every error response as { code, message }', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }>
      >;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    // Each names the one ErrorResponse schema of components (plugins/docs.ts).
    const schemas = Object.values(doc.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => Object.entries(operation.responses).filter(([status]) => Number(status) >= 400))
      .map(([, response]) => response.content?.['application/json']?.schema.$ref ?? '')
      .map((ref) => doc.components.schemas[ref.replace('#/components/schemas/', '')]);
    expect(schemas.length).toBeGreaterThan(100);
    for (const schema of schemas) expect(schema?.required).toEqual(['code', 'message']);
  });

  it('serves the OpenAPI document of every auth route at /api/docs', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/me',
        '/api/auth/logout',
        '/api/auth/enviar-otp',
        '/api/auth/verificar-otp',
        '/api/usuarios/{id}/isFreelancer',
      ]),
    );
    expect(res.json().paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['first_name', 'confirm_password']),
    );
  });

  it('seeds the demo accounts into an empty database only', async () => {
    const fresh = await createTestApp();
    try {
      expect(await seedDemo({ db: fresh.database.db, files: fresh.app.deps.files })).not.toBeNull();
      expect(await seedDemo({ db: fresh.database.db, files: fresh.app.deps.files })).toBeNull();
      for (const demo of DEMO_USERS) {
        const res = await fresh.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: demo.email, password: DEMO_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ user: { role: demo.role }, isFirstLogin: demo.isFreelancer === null });
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('config', () => {
  const lines = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.lines;
      throw error;
    }
  };

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', seedDemo: true, publicUrl: 'http://127.0.0.1:3000' });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names each bad variable on one line', () => {
    expect(lines({ PORT: 'abc' })).toEqual([expect.stringMatching(/^Invalid environment variable PORT: .*"abc"/)]);
    expect(lines({ PORT: '70000', DATABASE_URL: 'mysql://x' })).toHaveLength(2);
    expect(lines({ ADMIN_EMAIL: 'a@b.com' })[0]).toMatch(/ADMIN_PASSWORD/);
    expect(lines({ ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: 'fraca' })[0]).toMatch(/ADMIN_PASSWORD/);
    expect(lines({ SEED_DEMO: 'talvez' })[0]).toMatch(/SEED_DEMO/);
    expect(lines({ SMTP_URL: 'http://mail' })[0]).toMatch(/SMTP_URL/);
    expect(lines({ PUBLIC_URL: 'labora' })[0]).toMatch(/PUBLIC_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
