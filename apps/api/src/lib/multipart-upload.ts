import { COMMON_MESSAGES, type ErrorCode } from '@labora/shared/errors';
import { ATTACHMENT_MESSAGES, JOB_LIMITS } from '@labora/shared/jobs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DocumentedBody } from '../plugins/docs.js';
import { AppError } from './app-error.js';
import { removeAttachments, type StoredAttachment, storeAttachment } from './attachments.js';
import { hasControlCharacters } from './control-characters.js';
import type { FileStore } from './file-store/index.js';

const MULTIPART_LIMITS = {
  fileSize: JOB_LIMITS.attachmentMaxBytes,
  files: JOB_LIMITS.attachmentsMax,
  fields: 1,
  // The JSON field: 64 KB is far above the longest valid job or delivery.
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
 * What readMultipartUpload (and readJsonWithFiles) read, for the OpenAPI document (plugins/docs.ts): up to 10
 * `attachments` files and, when given, the JSON field `json.field` (optional when the files may come alone); with
 * `json.alsoAsJson`, the same JSON may instead be the whole body, as application/json.
 */
export function uploadBody(options: {
  json?: { field: string; schema: z.ZodType; optional?: boolean; alsoAsJson?: boolean };
  attachments: string;
}): DocumentedBody {
  const { json } = options;
  const description = `${options.attachments}: up to ${MULTIPART_LIMITS.files} files of ${MULTIPART_LIMITS.fileSize / 1024 / 1024} MB at most, each checked by its content`;
  const multipart: NonNullable<DocumentedBody['multipart']> = {
    fields: json && {
      [json.field]: {
        schema: json.schema,
        required: !json.optional,
        description: 'JSON, as a part of type application/json',
      },
    },
    files: { attachments: { required: false, description, maxCount: MULTIPART_LIMITS.files } },
  };
  return json?.alsoAsJson ? { json: json.schema, multipart } : { multipart };
}

/**
 * Reads a multipart request: one JSON field (`jsonField`, e.g. the job of a job with files; none when not given)
 * and `attachments` files, each staged on disk, checked by content, then put in the store. Any refusal removes every file stored.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  files: FileStore,
  { jsonField }: { jsonField?: string },
): Promise<{ json: unknown; attachments: StoredAttachment[] }> {
  const attachments: StoredAttachment[] = [];
  let json: unknown;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (!jsonField || part.fieldname !== jsonField || typeof part.value !== 'string') {
          throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidBody);
        }
        try {
          json = JSON.parse(part.value);
        } catch {
          throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidJson);
        }
        // What plugins/control-characters.ts checks in a JSON body.
        if (hasControlCharacters(json, 'body')) throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidText);
        continue;
      }
      if (part.fieldname !== 'attachments') throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidBody);
      const stored = await storeAttachment(files, part);
      if (typeof stored === 'string') {
        throw new AppError(ATTACHMENT_ERROR_CODES[stored], `${ATTACHMENT_MESSAGES[stored]} (${part.filename})`);
      }
      attachments.push(stored);
    }
  } catch (error) {
    await removeAttachments(
      files,
      attachments.map((a) => a.storageName),
    );
    throw refusal(error);
  }
  return { json, attachments };
}

/**
 * A body with optional files: JSON, or multipart with `jsonField` (that JSON) and `attachments`, checked by `schema`.
 * Refused, its files are removed and the schema's first message goes out (`fallback` when it has none).
 * `filesAlone`: what the JSON is when a multipart request brings only files (none: the schema decides).
 */
export async function readJsonWithFiles<T extends z.ZodType>(
  request: FastifyRequest,
  files: FileStore,
  { jsonField, schema, fallback, filesAlone }: { jsonField: string; schema: T; fallback: string; filesAlone?: unknown },
): Promise<{ data: z.output<T>; attachments: StoredAttachment[] }> {
  let body: unknown = request.body;
  let attachments: StoredAttachment[] = [];
  if (request.isMultipart()) {
    ({ json: body, attachments } = await readMultipartUpload(request, files, { jsonField }));
    if (body === undefined && filesAlone !== undefined) body = filesAlone;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    await removeAttachments(
      files,
      attachments.map((a) => a.storageName),
    );
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? fallback);
  }
  return { data: parsed.data, attachments };
}
