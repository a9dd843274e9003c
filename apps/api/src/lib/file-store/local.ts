import { createReadStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type FileStore, type StoredObject } from './types.js';

const STAGING = '.staging';

/**
 * Files on this machine's disk under `root` (DATA_DIR/uploads): a key is a path below it, as before object
 * storage existed, so existing data keeps working. Staged uploads wait in root/.staging and are renamed in.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly stagingDir: string;

  constructor(readonly root: string) {
    this.stagingDir = path.join(root, STAGING);
  }

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, key);
  }

  // The content type is the database's to keep: a file on disk has none.
  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Temp file + rename: no reader sees half a file.
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async putFile(key: string, file: string, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(file, target);
    } catch (error) {
      // A staging folder on another file system: copy, then drop the staged file.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(file, target);
      await rm(file, { force: true });
    }
  }

  async size(key: string): Promise<number | null> {
    const found = await stat(this.pathOf(key)).catch(() => null);
    return found?.isFile() ? found.size : null;
  }

  async open(key: string) {
    const size = await this.size(key);
    return size === null ? null : { stream: createReadStream(this.pathOf(key)), size };
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // Staged uploads and half-written temp files are not objects of the store.
      if (key.split('/').some((segment) => segment.startsWith('.')) || !key.startsWith(prefix)) continue;
      const found = await stat(path.join(this.root, key)).catch(() => null);
      if (found) yield { key, size: found.size };
    }
  }
}
