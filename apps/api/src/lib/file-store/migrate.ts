import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { LocalFileStore } from './local.js';
import type { FileStore, StoredObject } from './types.js';

export interface MigrationReport {
  /** Objects copied this run, each read back and found equal. */
  copied: number;
  /** Objects already in the bucket with the same size and SHA-256 (an earlier run's): left as they are. */
  alreadyThere: number;
  /** Keys whose copy could not be made or read back equal: the command fails, a new run tries them again. */
  failed: { key: string; reason: string }[];
}

async function digest(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

/** What the target holds under `key`, hashed; null when it holds nothing there. */
async function targetDigest(target: FileStore, key: string) {
  const opened = await target.open(key);
  return opened ? digest(opened.stream) : null;
}

const contentTypeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');

/**
 * Copies every file of a local uploads folder into another store (a bucket) under the same key, and verifies each
 * by reading it back: same size, same SHA-256. Idempotent and resumable: an object already there and equal is
 * left alone, a missing or different one is copied again. The local files are never touched.
 */
export async function migrateUploads(
  source: LocalFileStore,
  target: FileStore,
  options: {
    concurrency?: number;
    onObject?: (key: string, outcome: 'copied' | 'already there' | 'failed') => void;
  } = {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, failed: [] };
  const objects: StoredObject[] = [];
  for await (const object of source.list()) objects.push(object);
  await mkdir(target.stagingDir, { recursive: true });

  const migrateOne = async ({ key }: StoredObject) => {
    const file = path.join(source.root, key);
    try {
      const local = await digest(createReadStream(file));
      const existing = (await target.size(key)) === local.size ? await targetDigest(target, key) : null;
      if (existing?.sha256 === local.sha256) {
        report.alreadyThere += 1;
        options.onObject?.(key, 'already there');
        return;
      }
      // putFile moves its file: it gets a copy, the original stays in DATA_DIR/uploads.
      const staged = path.join(target.stagingDir, `migrate-${randomBytes(8).toString('hex')}`);
      try {
        await copyFile(file, staged);
        await target.putFile(key, staged, contentTypeOf(key));
      } finally {
        await rm(staged, { force: true });
      }
      const copied = await targetDigest(target, key);
      if (copied?.size !== local.size || copied.sha256 !== local.sha256) {
        throw new Error(`read back ${copied ? `${copied.size} bytes, another checksum` : 'nothing'}`);
      }
      report.copied += 1;
      options.onObject?.(key, 'copied');
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      options.onObject?.(key, 'failed');
    }
  };

  // A few at a time: a bucket answers each request slowly, and many at once only queue.
  let next = 0;
  const workers = Array.from({ length: options.concurrency ?? 4 }, async () => {
    while (next < objects.length) {
      const object = objects[next];
      next += 1;
      if (object) await migrateOne(object);
    }
  });
  await Promise.all(workers);
  return report;
}
