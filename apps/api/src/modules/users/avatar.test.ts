import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_LIMITS, AVATAR_MESSAGES } from '@labora/shared/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipart(data: Buffer, { field = 'profilePicture', filename = 'foto.png', type = 'image/png' } = {}) {
  return multipartBody({}, [{ field, name: filename, type, data }]);
}

const upload = (who: TestUser | null, file: Buffer, options?: Parameters<typeof multipart>[1]) =>
  t.asUser(who).request({ method: 'PUT', url: '/api/users/profile/picture', ...multipart(file, options) });

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } })
    .toFormat(format)
    .toBuffer();

const storedAvatars = async () => (await readdir(path.join(t.uploadsDir, 'avatars')).catch(() => [])).sort();

describe('PUT /api/users/profile/picture', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'turns a %s into a square WebP served with a long cache',
    async (format) => {
      const user = await createUser(t);
      const res = await upload(user, await image(format));
      expect(res.statusCode).toBe(200);
      const body = res.json() as { message: string; avatar_url: string };
      expect(body.message).toBe(AVATAR_MESSAGES.uploaded);
      expect(body.avatar_url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp\?v=\d+$/);

      const served = await t.app.inject({ method: 'GET', url: body.avatar_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_LIMITS.sizePx, AVATAR_LIMITS.sizePx]);

      const profile = await t.asUser(user).get('/api/users/profile');
      expect(profile.json().avatar_url).toBe(body.avatar_url);
      const me = await t.asUser(user).get('/api/auth/me');
      expect(me.json().user.avatar_url).toBe(body.avatar_url);
    },
  );

  it('drops EXIF and GPS metadata and turns the picture upright', async () => {
    const user = await createUser(t);
    // 400×200 stored sideways (orientation 6): upright it is portrait, and it carries EXIF.
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Orientation: '6', Artist: 'Segredo' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(user, jpeg, { filename: 'foto.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().avatar_url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Segredo'))).toBe(false);
  });

  it('replaces the previous file and removal deletes it', async () => {
    const user = await createUser(t);
    const before = await storedAvatars();
    const first = (await upload(user, await image('png'))).json().avatar_url as string;
    const second = (await upload(user, await image('jpeg'))).json().avatar_url as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(await storedAvatars()).toHaveLength(before.length + 1);

    const removed = await t.asUser(user).delete('/api/users/profile/picture');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: AVATAR_MESSAGES.removed, avatar_url: null });
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect(await storedAvatars()).toEqual(before);
    expect((await t.asUser(user).get('/api/users/profile')).json().avatar_url).toBeNull();
  });

  it('decides by content: every bad file is a clear 4xx and nothing is stored', async () => {
    const user = await createUser(t);
    const png = await image('png');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [string, Buffer, Parameters<typeof multipart>[1], number, string][] = [
      ['SVG', svg, { filename: 'a.svg', type: 'image/svg+xml' }, 415, AVATAR_MESSAGES.unsupported],
      ['HTML named .png', Buffer.from('<!doctype html><p>oi</p>'), {}, 415, AVATAR_MESSAGES.unsupported],
      ['truncated PNG', png.subarray(0, Math.floor(png.length / 2)), {}, 400, AVATAR_MESSAGES.unreadable],
      ['empty file', Buffer.alloc(0), {}, 400, AVATAR_MESSAGES.noFile],
      [
        '5 MB + 1 byte',
        Buffer.concat([png, Buffer.alloc(AVATAR_LIMITS.maxBytes + 1 - png.length)]),
        {},
        413,
        AVATAR_MESSAGES.tooLarge,
      ],
      ['wrong field name', png, { field: 'foto' }, 400, AVATAR_MESSAGES.noFile],
    ];
    const before = await storedAvatars();
    const codes: Record<number, string> = {
      400: 'BAD_REQUEST',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
    };
    for (const [label, file, options, status, message] of cases) {
      const res = await upload(user, file, options);
      expect([label, res.statusCode, res.json()]).toEqual([label, status, { code: codes[status], message }]);
    }
    const json = await t.asUser(user).put('/api/users/profile/picture', { a: 1 });
    expect([json.statusCode, json.json().message]).toEqual([400, AVATAR_MESSAGES.noFile]);
    expect(await storedAvatars()).toEqual(before);
    expect((await t.asUser(user).get('/api/users/profile')).json().avatar_url).toBeNull();
  });

  it('accepts exactly 5 MB, then judges the content', async () => {
    const user = await createUser(t);
    const png = await image('png');
    const res = await upload(user, Buffer.concat([png, Buffer.alloc(AVATAR_LIMITS.maxBytes - png.length)]));
    // Trailing bytes after a PNG's end are ignored by decoders: the picture is accepted.
    expect(res.statusCode).toBe(200);
  });

  it('refuses a decompression bomb', async () => {
    const user = await createUser(t);
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(AVATAR_LIMITS.maxBytes);
    const res = await upload(user, huge);
    expect([res.statusCode, res.json().message]).toEqual([400, AVATAR_MESSAGES.unreadable]);
  });

  it('guests get 401 and no file is read', async () => {
    const res = await upload(null, await image('png'));
    expect(res.statusCode).toBe(401);
    expect((await t.asUser(null).delete('/api/users/profile/picture')).statusCode).toBe(401);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 JSON for unknown files and refuses paths outside the folder', async () => {
    for (const url of ['/uploads/avatars/nada.webp', '/uploads/../package.json', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
