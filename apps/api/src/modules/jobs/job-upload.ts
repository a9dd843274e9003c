import { COMMON_MESSAGES, type ErrorCode } from '@labora/shared/errors';
import { ATTACHMENT_MESSAGES, JOB_LIMITS } from '@labora/shared/jobs';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { hasControlCharacters } from '../../lib/control-characters.js';
import { removeAttachments, type StoredAttachment, storeAttachment } from './attachments.js';

const MULTIPART_LIMITS = {
  fileSize: JOB_LIMITS.attachmentMaxBytes,
  files: JOB_LIMITS.attachmentsMax,
  fields: 1,
  // The job's JSON: 64 KB is far above the longest valid job.
  fieldSize: 64 * 1024,
};

// The code each attachment message goes out with.
const ATTACHMENT_ERROR_CODES = {
  tooLarge: 'ATTACHMENT_TOO_LARGE',
  tooMany: 'TOO_MANY_ATTACHMENTS',
  unsupported: 'UNSUPPORTED_MEDIA_TYPE',
  empty: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
} as const satisfies Record<keyof typeof ATTACHMENT_MESSAGES, ErrorCode>;

function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('ATTACHMENT_TOO_LARGE', ATTACHMENT_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('TOO_MANY_ATTACHMENTS', ATTACHMENT_MESSAGES.tooMany);
  return new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidBody);
}

/**
 * Reads a multipart job request: the `job` field (the job as JSON, when `withJob`) and `attachments` files,
 * each streamed to disk and checked by content. Any refusal removes every file already stored.
 */
export async function readJobUpload(
  request: FastifyRequest,
  uploadsDir: string,
  { withJob }: { withJob: boolean },
): Promise<{ job: unknown; attachments: StoredAttachment[] }> {
  const attachments: StoredAttachment[] = [];
  let job: unknown;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (!withJob || part.fieldname !== 'job' || typeof part.value !== 'string') {
          throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidBody);
        }
        try {
          job = JSON.parse(part.value);
        } catch {
          throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidJson);
        }
        // What plugins/control-characters.ts checks in a JSON body.
        if (hasControlCharacters(job, 'body')) throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidText);
        continue;
      }
      if (part.fieldname !== 'attachments') throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidBody);
      const stored = await storeAttachment(uploadsDir, part);
      if (typeof stored === 'string') {
        throw new AppError(ATTACHMENT_ERROR_CODES[stored], `${ATTACHMENT_MESSAGES[stored]} (${part.filename})`);
      }
      attachments.push(stored);
    }
  } catch (error) {
    await removeAttachments(
      uploadsDir,
      attachments.map((a) => a.storageName),
    );
    throw refusal(error);
  }
  return { job, attachments };
}
