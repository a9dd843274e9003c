import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ATTACHMENT_MESSAGES } from '@labora/shared/jobs';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error.js';
import { attachmentDisposition } from './content-disposition.js';
import type { FileStore } from './file-store/index.js';
import { zipDocumentType } from './zip-document-type.js';

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

/** The store key of an attachment (job files, deliveries, messages, disputes): on disk, DATA_DIR/uploads/attachments. */
export const attachmentKey = (storageName: string) => `attachments/${storageName}`;

/**
 * Answers with a stored file as a private download: its own type and name, never cached, never rendered inline.
 * Streamed from the store through this process, after the route's own checks: no presigned URL that would work
 * for whoever holds it, no bucket to open to browsers, the same headers from every store.
 */
export async function sendAttachment(reply: FastifyReply, files: FileStore, file: StoredAttachment) {
  const stored = await files.open(attachmentKey(file.storageName));
  if (!stored) throw new AppError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(stored.stream);
}

// Enough of a file's start for every accepted type's signature, and the sample plain text is judged by.
const HEAD_BYTES = 64 * 1024;

/** Plain text: valid UTF-8 without NUL bytes in its first 64 KB, and not markup (HTML, SVG, XML start with '<'). */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character cut at the 64 KB boundary is not an error: decode without the last 3 bytes then.
  const sample = head.length === HEAD_BYTES ? head.subarray(0, head.length - 3) : head;
  try {
    return !new TextDecoder('utf-8', { fatal: true }).decode(sample).trimStart().startsWith('<');
  } catch {
    return false;
  }
}

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/**
 * The accepted content type of a stored file, or undefined. Nothing is ever inflated: ZIP-based documents
 * are told by their central directory alone (lib/zip-document-type.ts), other compressed streams are refused
 * outright, and file-type only ever sees the first 64 KB (it would inflate a ZIP or gzip whole, in memory).
 */
async function detectContentType(handle: FileHandle, size: number): Promise<string | undefined> {
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
  const head = buffer.subarray(0, bytesRead);
  if (startsWith(head, [0x50, 0x4b])) {
    const type = startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ? await zipDocumentType(handle, size) : null;
    return type ? ACCEPTED[type] : undefined;
  }
  if (startsWith(head, [0x1f, 0x8b])) return undefined;
  const detected = await fileTypeFromBuffer(head);
  if (detected) return ACCEPTED[detected.ext];
  return looksLikeText(head) ? TEXT : undefined;
}

/** Keeps a file name readable and harmless: no path, no control characters, at most 200 characters. */
function safeFileName(name: string): string {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim();
  return (base || 'anexo').slice(-200);
}

/**
 * Streams one upload to this process's staging folder under a random name (the size limit is enforced while
 * streaming), checks what the file really is, and only then moves it into the store. Throws a user-facing
 * message key when it is refused; nothing of it is left anywhere then.
 */
export async function storeAttachment(
  files: FileStore,
  upload: { file: Readable & { truncated?: boolean }; filename: string },
): Promise<StoredAttachment | keyof typeof ATTACHMENT_MESSAGES> {
  await mkdir(files.stagingDir, { recursive: true });
  const storageName = randomBytes(16).toString('hex');
  const file = path.join(files.stagingDir, storageName);
  let size = 0;
  upload.file.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  try {
    await pipeline(upload.file, createWriteStream(file));
    if (upload.file.truncated) return 'tooLarge';
    if (size === 0) return 'empty';
    const handle = await open(file, 'r');
    // A file the detectors choke on is no file we accept (and no 500).
    const contentType = await detectContentType(handle, size)
      .catch(() => undefined)
      .finally(() => handle.close());
    if (!contentType) return 'unsupported';
    await files.putFile(attachmentKey(storageName), file, contentType);
    return { fileName: safeFileName(upload.filename), contentType, size, storageName };
  } finally {
    // Refused, broken off (a body cut before its closing boundary) or moved into the store: nothing stays staged.
    await rm(file, { force: true });
  }
}

export async function removeAttachments(files: FileStore, storageNames: readonly string[]): Promise<void> {
  await files.remove(storageNames.filter((name) => /^[0-9a-f]{32}$/.test(name)).map(attachmentKey));
}
