import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { AREAS } from './areas.js';
import { readmeText } from './readme.js';
import { ownUploadedFiles } from './uploaded-files.js';

export interface ArchiveInput {
  db: Db;
  /** Where the person's uploaded files are read from. */
  files: FileStore;
  userId: string;
  now: Date;
  /** Where the ZIP is written on this process's disk (a staging file); on failure it is removed. */
  target: string;
}

/**
 * Writes the person's copy as a ZIP, streamed: yazl takes one entry at a time, each JSON file is produced page by
 * page as yazl reads it, and uploaded files are read from the store as they go in. Answers the file's size.
 */
export async function writeArchive(input: ArchiveInput): Promise<number> {
  const { db, userId, now, target } = input;
  await mkdir(path.dirname(target), { recursive: true });
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(target));
  // An entry's stream that fails (the database went away) fails the whole ZIP.
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  failed.catch(() => {});
  try {
    const [person] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) throw new Error('data export of a user that is gone');
    const mtime = now;
    zip.addBuffer(
      Buffer.from(readmeText({ name: `${person.firstName} ${person.lastName}`, createdAt: now })),
      'LEIA-ME.txt',
      {
        mtime,
      },
    );
    for (const area of AREAS) {
      zip.addReadStreamLazy(area.file, { mtime }, (callback) => {
        const stream = Readable.from(area.write({ db, userId, now }));
        stream.on('error', (error) => zip.emit('error', error));
        callback(null, stream);
      });
    }
    for await (const file of ownUploadedFiles(db, userId)) {
      // A file missing from the store (a crash between a delete and its row) is left out rather than failing the copy.
      if ((await input.files.size(file.key)) === null) continue;
      // Opened only when yazl reaches it: one stream from the store at a time.
      zip.addReadStreamLazy(file.archivePath, { mtime, compress: false }, (callback) => {
        input.files.open(file.key).then(
          (stored) =>
            stored ? callback(null, stored.stream) : callback(new Error(`${file.key} is gone`), null as never),
          (error: unknown) => callback(error as Error, null as never),
        );
      });
    }
    zip.end();
    await Promise.race([written, failed]);
    return (await stat(target)).size;
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await rm(target, { force: true });
    throw error;
  }
}
