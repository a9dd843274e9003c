import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { AREAS } from './areas.js';
import { readmeText } from './readme.js';
import { ownUploadedFiles } from './uploaded-files.js';

export interface ArchiveInput {
  db: Db;
  uploadsDir: string;
  userId: string;
  now: Date;
  /** The finished ZIP's path; written beside it first and renamed, so a half-written file is never offered. */
  target: string;
}

/**
 * Writes the person's copy as a ZIP, streamed: yazl takes one entry at a time, each JSON file is produced page by
 * page as yazl reads it, and uploaded files are read from disk as they go in. Answers the file's size.
 */
export async function writeArchive(input: ArchiveInput): Promise<number> {
  const { db, userId, now, target } = input;
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(partial));
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
    for await (const file of ownUploadedFiles(db, input.uploadsDir, userId)) {
      // A file missing on disk (a crash between a delete and its row) is left out rather than failing the copy.
      const found = await stat(file.source).catch(() => null);
      if (!found?.isFile()) continue;
      zip.addReadStreamLazy(file.archivePath, { mtime, compress: false }, (callback) =>
        callback(null, createReadStream(file.source)),
      );
    }
    zip.end();
    await Promise.race([written, failed]);
    await rename(partial, target);
    return (await stat(target)).size;
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
