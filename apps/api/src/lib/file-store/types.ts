import type { Readable } from 'node:stream';

/** One stored object: its key (relative to the store's root or prefix) and its size in bytes. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded files live: the local disk (DATA_DIR/uploads, the default) or an S3-compatible bucket (FILES_URL).
 * Keys are relative paths such as `attachments/<hex>` or `avatars/<hex>.webp`, the same on disk and in a bucket.
 * Nothing unchecked enters a store: uploads are written to `stagingDir` on this process's disk, checked there,
 * and only then moved in with putFile.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** A folder on this process's own disk where files are written and checked before they enter the store. */
  readonly stagingDir: string;
  /** Stores bytes under `key`; a reader never sees half of them. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Moves a finished file of stagingDir into the store under `key`; the local file is gone afterwards. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Deletes objects; keys with nothing behind them are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list(prefix?: string): AsyncIterable<StoredObject>;
}

/** A key is one or more safe path segments: no '..', no leading dot, nothing that leaves the store's root. */
const KEY = /^(?:[a-z0-9-]+\/)*[0-9A-Za-z][0-9A-Za-z._-]*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid file store key: ${JSON.stringify(key)}`);
}
