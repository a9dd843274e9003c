import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ATTACHMENT_MESSAGES } from '@labora/shared/jobs';
import { fileTypeFromFile } from 'file-type';

/** The document and image types a job may carry, decided by content; the key is what file-type reports. */
const ACCEPTED: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};
const TEXT = 'text/plain; charset=utf-8';

export interface StoredAttachment {
  fileName: string;
  contentType: string;
  size: number;
  storageName: string;
}

export const attachmentsDir = (uploadsDir: string) => path.join(uploadsDir, 'attachments');

/** Plain text: valid UTF-8 without NUL bytes in its first 64 KB, and not markup (HTML, SVG, XML start with '<'). */
async function looksLikeText(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    // A multi-byte character cut at the 64 KB boundary is not an error: decode without the last 3 bytes then.
    const sample = bytesRead === 64 * 1024 ? head.subarray(0, bytesRead - 3) : head;
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return !text.trimStart().startsWith('<');
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** Keeps a file name readable and harmless: no path, no control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim();
  return (base || 'anexo').slice(-200);
}

/**
 * Streams one upload to disk under a random name (the size limit is enforced while streaming), then checks
 * what the file really is. Throws a user-facing message key when it is refused; the file is gone then.
 */
export async function storeAttachment(
  uploadsDir: string,
  upload: { file: Readable & { truncated?: boolean }; filename: string },
): Promise<StoredAttachment | keyof typeof ATTACHMENT_MESSAGES> {
  const dir = attachmentsDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  const storageName = randomBytes(16).toString('hex');
  const file = path.join(dir, storageName);
  let size = 0;
  upload.file.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  await pipeline(upload.file, createWriteStream(file));
  const refuse = async (reason: keyof typeof ATTACHMENT_MESSAGES) => {
    await rm(file, { force: true });
    return reason;
  };
  if (upload.file.truncated) return refuse('tooLarge');
  if (size === 0) return refuse('empty');
  const detected = await fileTypeFromFile(file);
  const contentType = detected ? ACCEPTED[detected.ext] : (await looksLikeText(file)) ? TEXT : undefined;
  if (!contentType) return refuse('unsupported');
  return { fileName: safeFileName(upload.filename), contentType, size, storageName };
}

export async function removeAttachments(uploadsDir: string, storageNames: readonly string[]): Promise<void> {
  await Promise.all(
    storageNames
      .filter((name) => /^[0-9a-f]{32}$/.test(name))
      .map((name) => rm(path.join(attachmentsDir(uploadsDir), name), { force: true })),
  );
}
