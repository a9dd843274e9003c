import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { clearStaleStaging, type FileStore, LocalFileStore } from './index.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function keysOf(store: FileStore, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(`${object.key}:${object.size}`);
  return keys.sort();
}

async function staged(store: FileStore, name: string, content: Buffer): Promise<string> {
  await mkdir(store.stagingDir, { recursive: true });
  const file = path.join(store.stagingDir, name);
  await writeFile(file, content);
  return file;
}

/** What every store must do, the local disk and a bucket alike. */
function contract(name: string, make: () => Promise<FileStore>) {
  describe(`${name}: the FileStore contract`, () => {
    let store: FileStore;
    beforeAll(async () => {
      store = await make();
    });

    it('gives back what was put, with its size, and nothing for a key never put', async () => {
      await store.put('avatars/aaaa.webp', Buffer.from('RIFF-webp'), 'image/webp');
      const opened = await store.open('avatars/aaaa.webp');
      expect(opened?.size).toBe(9);
      expect((await bytesOf(opened?.stream as Readable)).toString()).toBe('RIFF-webp');
      expect(await store.size('avatars/aaaa.webp')).toBe(9);
      expect(await store.open('avatars/none.webp')).toBeNull();
      expect(await store.size('avatars/none.webp')).toBeNull();
    });

    it('moves a staged file in (the staged copy is gone) and replaces an object put again', async () => {
      const big = Buffer.alloc(3 * 1024 * 1024, 7);
      const file = await staged(store, 'upload-1', big);
      await store.putFile('attachments/0123456789abcdef0123456789abcdef', file, 'application/pdf');
      expect(existsSync(file)).toBe(false);
      const opened = await store.open('attachments/0123456789abcdef0123456789abcdef');
      expect((await bytesOf(opened?.stream as Readable)).equals(big)).toBe(true);
      await store.put('attachments/0123456789abcdef0123456789abcdef', Buffer.from('novo'), 'text/plain');
      expect(await store.size('attachments/0123456789abcdef0123456789abcdef')).toBe(4);
    });

    it('lists objects under a prefix, and never a staged or half-written file', async () => {
      await store.put('gigs/bbbb.webp', Buffer.from('gig'), 'image/webp');
      await staged(store, 'not-yet-checked', Buffer.from('x'));
      expect(await keysOf(store, 'gigs/')).toEqual(['gigs/bbbb.webp:3']);
      expect(await keysOf(store)).toEqual([
        'attachments/0123456789abcdef0123456789abcdef:4',
        'avatars/aaaa.webp:9',
        'gigs/bbbb.webp:3',
      ]);
    });

    it('removes objects, and a key with nothing behind it is no error', async () => {
      await store.remove(['gigs/bbbb.webp', 'gigs/never.webp']);
      expect(await store.open('gigs/bbbb.webp')).toBeNull();
      expect(await keysOf(store, 'gigs/')).toEqual([]);
      await store.remove([]);
    });

    it('refuses a key that could leave its root', async () => {
      for (const key of ['../x', 'avatars/../../x', '.staging/x', '/etc/passwd', 'a//b', '']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid file store key/);
      }
    });
  });
}

let folder: string;
let s3: TestS3;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'labora-files-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

contract('local disk', async () => new LocalFileStore(path.join(folder, 'uploads')));
contract('S3-compatible bucket', async () => s3.store('labora/'));

describe('the local store', () => {
  it('keeps files where Labora always kept them: DATA_DIR/uploads/<folder>/<name>', async () => {
    const store = new LocalFileStore(path.join(folder, 'legacy'));
    await mkdir(path.join(folder, 'legacy', 'attachments'), { recursive: true });
    await writeFile(path.join(folder, 'legacy', 'attachments', 'ffff'), 'antigo');
    expect(await store.size('attachments/ffff')).toBe(6);
    await store.put('avatars/cccc.webp', Buffer.from('novo'), 'image/webp');
    expect(await readFile(path.join(folder, 'legacy', 'avatars', 'cccc.webp'), 'utf8')).toBe('novo');
  });
});

describe('the S3 store', () => {
  it('keeps each store under its own prefix of the bucket', async () => {
    const uploads = s3.store('app/');
    const exports = s3.store('app/exports/');
    await uploads.put('avatars/dddd.webp', Buffer.from('a'), 'image/webp');
    await exports.put('1234.zip', Buffer.from('zip'), 'application/zip');
    expect(await keysOf(exports)).toEqual(['1234.zip:3']);
    expect(await uploads.size('avatars/dddd.webp')).toBe(1);
    expect(await exports.size('avatars/dddd.webp')).toBeNull();
  });
});

describe('staged files left by a process that died', () => {
  it('are removed at start once an hour old; younger ones may be another process’s upload and stay', async () => {
    const store = new LocalFileStore(path.join(folder, 'crashed'));
    const old = await staged(store, 'old', Buffer.from('x'));
    await staged(store, 'young', Buffer.from('y'));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    expect(await clearStaleStaging([store, s3.store()], new Date())).toBe(1);
    expect(await readdir(store.stagingDir)).toEqual(['young']);
  });
});
