// The upload flows with the S3-compatible store (FILES_URL): every file goes to a bucket on an S3 server started
// here (s3rver on 127.0.0.1), comes back through the API with the same authorisation, and a refused or failed
// request leaves no object behind (the bucket is listed after each).
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './lib/file-store/index.js';
import { createContract, createUser, jobInput, type TestUser } from './test/factories.js';
import { createTestApp, storedKeys, type TestApp } from './test/helpers.js';
import { multipartBody } from './test/multipart.js';
import { startTestS3, type TestS3 } from './test/s3-server.js';

let s3: TestS3;
let files: FileStore;
let exportFiles: FileStore;
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  s3 = await startTestS3();
  files = s3.store('labora/');
  exportFiles = s3.store('labora/exports/');
  t = await createTestApp({ files, exportFiles });
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const bucket = () => storedKeys(files);
/** Nothing waits in the staging folder once a request has answered. */
const staged = async () => (await readdir(files.stagingDir).catch(() => [])).length;

const textFile = (name: string, text: string) => ({ field: 'attachments', name, data: Buffer.from(text) });

async function jobWithFile(client: TestUser, name = 'escopo.txt', text = 'Três páginas e um formulário.') {
  const body = multipartBody({ job: JSON.stringify(jobInput()) }, [textFile(name, text)]);
  const res = await t.asUser(client).request({ method: 'POST', url: '/api/jobs', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('uploads in an S3-compatible bucket', () => {
  it('stores an avatar in the bucket and serves it at its public URL; a new one replaces it there', async () => {
    const user = await createUser(t);
    const put = () =>
      t.asUser(user).request({
        method: 'PUT',
        url: '/api/users/profile/picture',
        ...multipartBody({}, [{ field: 'profilePicture', name: 'eu.png', type: 'image/png', data: png }]),
      });
    const first = await put();
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().avatar_url;
    const key = new URL(url, 'http://x').pathname.replace('/uploads/', '');
    expect(await bucket()).toContain(key);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/nada.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/attachments/${'a'.repeat(32)}` })).statusCode).toBe(404);

    const second = await put();
    expect(await bucket()).not.toContain(key);
    expect(await bucket()).toContain(new URL(second.json().avatar_url, 'http://x').pathname.replace('/uploads/', ''));
  });

  it('stores a job attachment and gives it back to signed-in users only', async () => {
    const client = await createUser(t);
    const job = await jobWithFile(client);
    const url = `/api/jobs/${job.id}/attachments/${job.attachments[0].id}`;
    const download = await t.asUser(await createUser(t, { isFreelancer: true })).get(url);
    expect([download.statusCode, download.body]).toEqual([200, 'Três páginas e um formulário.']);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((await t.asUser(null).get(url)).statusCode).toBe(401);
  });

  it('stores delivery files and message attachments; the other side downloads them, a stranger cannot', async () => {
    const { contract, client, freelancer } = await createContract(t, { status: 'em_andamento' });
    const stranger = await createUser(t);
    const upload = multipartBody({ delivery: JSON.stringify({ message: 'Segue o relatório.' }) }, [
      textFile('relatório.txt', 'Tudo pronto.'),
    ]);
    const delivered = await t
      .asUser(freelancer)
      .post(`/api/contracts/${contract.id}/deliveries`, upload.payload, { headers: upload.headers });
    expect(delivered.statusCode, delivered.body).toBe(201);
    const delivery = delivered.json().deliveries.at(-1);
    const fileUrl = `/api/contracts/${contract.id}/deliveries/${delivery.id}/files/${delivery.files[0].id}`;
    const file = await t.asUser(client).get(fileUrl);
    expect([file.statusCode, file.body]).toEqual([200, 'Tudo pronto.']);
    expect((await t.asUser(stranger).get(fileUrl)).statusCode).toBe(404);

    const conversation = (await t.asUser(client).post(`/api/contracts/${contract.id}/conversation`)).json();
    const sent = multipartBody({ message: JSON.stringify({ text: 'O layout.' }) }, [
      { field: 'attachments', name: 'layout.png', data: png },
    ]);
    const message = await t
      .asUser(client)
      .post(`/api/conversations/${conversation.id}/messages/files`, sent.payload, { headers: sent.headers });
    expect(message.statusCode, message.body).toBe(201);
    const attachmentUrl = `/api/conversations/${conversation.id}/attachments/${message.json().attachments[0].id}`;
    const image = await t.asUser(freelancer).get(attachmentUrl);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await t.asUser(stranger).get(attachmentUrl)).statusCode).toBe(403);
  });

  it('leaves no object behind when a file is refused, the body is invalid, the transaction fails or the upload breaks off', async () => {
    const client = await createUser(t);
    const job = await jobWithFile(client);
    const before = await bucket();

    // Refused by content: an executable named .pdf.
    const refused = multipartBody({ job: JSON.stringify(jobInput()) }, [
      textFile('ok.txt', 'primeiro, aceito'),
      { field: 'attachments', name: 'contrato.pdf', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00') },
    ]);
    const r1 = await t.asUser(client).request({ method: 'POST', url: '/api/jobs', ...refused });
    expect(r1.statusCode).toBe(415);

    // Files accepted, then the job's JSON refused by its schema.
    const invalid = multipartBody({ job: JSON.stringify({ ...jobInput(), title: '' }) }, [textFile('a.txt', 'texto')]);
    const r2 = await t.asUser(client).request({ method: 'POST', url: '/api/jobs', ...invalid });
    expect(r2.statusCode).toBe(400);

    // Files stored, then the transaction refuses them (11 attachments where 10 are allowed) and rolls back.
    const ten = multipartBody(
      {},
      Array.from({ length: 10 }, (_, i) => textFile(`parte-${i}.txt`, `parte ${i}`)),
    );
    const r3 = await t.asUser(client).request({ method: 'POST', url: `/api/jobs/${job.id}/attachments`, ...ten });
    expect([r3.statusCode, r3.json().code]).toEqual([413, 'TOO_MANY_ATTACHMENTS']);

    // The body breaks off in the middle of the second file (a client that went away).
    const whole = multipartBody({}, [textFile('um.txt', 'um inteiro'), textFile('dois.txt', 'x'.repeat(200_000))]);
    const cut = whole.payload.subarray(0, whole.payload.length - 100_000);
    const r4 = await t
      .asUser(client)
      .request({ method: 'POST', url: `/api/jobs/${job.id}/attachments`, payload: cut, headers: whole.headers });
    expect(r4.statusCode).toBeGreaterThanOrEqual(400);

    expect(await bucket()).toEqual(before);
    expect(await staged()).toBe(0);
  });

  it('deletes the objects of an account deleted: its avatar and its jobs’ attachments', async () => {
    const client = await createUser(t);
    const avatar = await t.asUser(client).request({
      method: 'PUT',
      url: '/api/users/profile/picture',
      ...multipartBody({}, [{ field: 'profilePicture', name: 'eu.png', type: 'image/png', data: png }]),
    });
    expect(avatar.statusCode).toBe(200);
    await jobWithFile(client, 'um.txt', 'um');
    await jobWithFile(client, 'dois.txt', 'dois');
    const before = await bucket();
    const deleted = await t.asUser(client).request({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: client.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await bucket();
    expect(before.length - after.length).toBe(3);
    expect(after.every((key) => before.includes(key))).toBe(true);
  });

  it('keeps a copy of one’s data in the bucket and downloads it through the API', async () => {
    const user = await createUser(t);
    await jobWithFile(user);
    const asked = await t.asUser(user).post('/api/users/me/data-export');
    expect(asked.statusCode).toBe(201);
    await t.app.scheduler.runNow('data-exports.build');
    expect(await storedKeys(exportFiles)).toContain(`${asked.json().id}.zip`);
    const download = await t.asUser(user).get(`/api/data-exports/${asked.json().id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    // The job's attachment, read from the bucket, is inside.
    expect(download.rawPayload.includes(Buffer.from('Três páginas e um formulário.'))).toBe(true);
    expect((await t.asUser(await createUser(t)).get(`/api/data-exports/${asked.json().id}/download`)).statusCode).toBe(
      404,
    );
  });
});
