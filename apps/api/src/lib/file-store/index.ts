import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LocalFileStore } from './local.js';
import { createS3Client, S3FileStore, type S3Settings } from './s3.js';
import type { FileStore } from './types.js';

export { LocalFileStore } from './local.js';
export { createS3Client, S3FileStore, type S3Settings } from './s3.js';
export type { FileStore, StoredObject } from './types.js';

/** config.ts's `files`: the local disk, or a bucket (FILES_URL and the FILES_ variables beside it). */
export type FilesConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

/** The app's two stores: uploaded files, and the copies of people's data ('Baixar meus dados'). */
export interface FileStores {
  files: FileStore;
  exportFiles: FileStore;
}

/**
 * The one place a store is chosen. Local: DATA_DIR/uploads and DATA_DIR/exports, the folders Labora always used.
 * A bucket: `<prefix>` and `<prefix>exports/`, with uploads checked in DATA_DIR/staging before they go in.
 */
export function createFileStores(config: FilesConfig, dataDir: string): FileStores {
  if (config.kind === 'local') {
    return {
      files: new LocalFileStore(path.join(dataDir, 'uploads')),
      exportFiles: new LocalFileStore(path.join(dataDir, 'exports')),
    };
  }
  const client = createS3Client(config);
  const stagingDir = path.join(dataDir, 'staging');
  return {
    files: new S3FileStore(client, { bucket: config.bucket, prefix: config.prefix }, stagingDir),
    exportFiles: new S3FileStore(client, { bucket: config.bucket, prefix: `${config.prefix}exports/` }, stagingDir),
  };
}

/**
 * Deletes staged files older than `olderThanMs` (left by a process that died mid-upload or mid-copy). Files younger
 * than that are left alone: with a shared local DATA_DIR another process may be checking one right now.
 */
export async function clearStaleStaging(stores: readonly FileStore[], now: Date, olderThanMs = 60 * 60_000) {
  let removed = 0;
  for (const dir of new Set(stores.map((store) => store.stagingDir))) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, name);
      const found = await stat(file).catch(() => null);
      if (found?.isFile() && now.getTime() - found.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
