import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { LocalFileStore } from './index.js';
import { migrateUploads } from './migrate.js';

let s3: TestS3;
let dataDir: string;
const FILES: Record<string, Buffer> = {
  'avatars/0123456789abcdef0123456789abcdef.webp': Buffer.from('RIFF-avatar'),
  'gigs/fedcba9876543210fedcba9876543210.webp': Buffer.from('RIFF-gig'),
  'attachments/00112233445566778899aabbccddeeff': Buffer.alloc(2 * 1024 * 1024, 9),
};

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'labora-migrate-'));
  for (const [key, bytes] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dataDir, 'uploads', key)), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', key), bytes);
  }
  // What is not an object: an upload being checked, half of an image being written.
  await mkdir(path.join(dataDir, 'uploads', '.staging'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', '.staging', 'abc'), 'x');
  await writeFile(path.join(dataDir, 'uploads', 'avatars', '.1111.webp.tmp'), 'x');
});
afterAll(async () => {
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function bucketContents(prefix: string) {
  const store = s3.store(prefix);
  const contents: Record<string, string> = {};
  for await (const { key } of store.list()) {
    const opened = await store.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
    contents[key] = Buffer.concat(chunks).toString('base64');
  }
  return contents;
}
const expected = Object.fromEntries(Object.entries(FILES).map(([key, bytes]) => [key, bytes.toString('base64')]));

describe('migrating DATA_DIR/uploads into a bucket', () => {
  it('copies every file, verifies it, and a second run copies nothing; a damaged or lost object is copied again', async () => {
    const source = new LocalFileStore(path.join(dataDir, 'uploads'));
    const target = s3.store('moved/');
    expect(await migrateUploads(source, target)).toEqual({ copied: 3, alreadyThere: 0, failed: [] });
    expect(await bucketContents('moved/')).toEqual(expected);

    expect(await migrateUploads(source, target)).toEqual({ copied: 0, alreadyThere: 3, failed: [] });

    // An interrupted earlier run: one object lost, one cut short with the same size but other bytes.
    await target.remove(['gigs/fedcba9876543210fedcba9876543210.webp']);
    await target.put('avatars/0123456789abcdef0123456789abcdef.webp', Buffer.from('RIFF-XXXXXX'), 'image/webp');
    expect(await migrateUploads(source, target)).toEqual({ copied: 2, alreadyThere: 1, failed: [] });
    expect(await bucketContents('moved/')).toEqual(expected);
    // The local files stay where they were.
    expect(await readFile(path.join(dataDir, 'uploads', 'gigs', 'fedcba9876543210fedcba9876543210.webp'), 'utf8')).toBe(
      'RIFF-gig',
    );
  });

  it('runs as a command configured like the API (npm run files:migrate), and refuses without FILES_URL', async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', path.resolve(import.meta.dirname, '../../files-migrate.ts')],
        { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env } },
      ).then(
        (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          out: error.stdout,
          err: error.stderr,
        }),
      );
    const { settings } = s3;
    const env = {
      FILES_URL: `s3://${settings.bucket}/cli`,
      FILES_ENDPOINT: settings.endpoint ?? '',
      FILES_ACCESS_KEY_ID: 'S3RVER',
      FILES_SECRET_ACCESS_KEY: 'S3RVER',
      FILES_FORCE_PATH_STYLE: '1',
    };
    const first = await run(env);
    expect([first.code, first.out]).toEqual([0, expect.stringContaining('3 copied and verified, 0 already there')]);
    expect(await bucketContents('cli/')).toEqual(expected);
    const again = await run(env);
    expect([again.code, again.out]).toEqual([0, expect.stringContaining('0 copied and verified, 3 already there')]);
    const refused = await run({});
    expect([refused.code, refused.err]).toEqual([1, expect.stringContaining('FILES_URL must name the bucket')]);
  }, 60_000);
});
