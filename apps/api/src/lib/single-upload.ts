import type { FastifyRequest } from 'fastify';
import type { DocumentedBody } from '../plugins/docs.js';
import { AppError } from './app-error.js';

/** What readSingleUpload reads, for the OpenAPI document (plugins/docs.ts): multipart with the one file `field`. */
export const singleUploadBody = (field: string, description: string): DocumentedBody => ({
  multipart: { files: { [field]: { required: true, description } } },
});

/**
 * The bytes of the one file named `field` in a multipart request (the route's plugin registers
 * @fastify/multipart); a 4xx with the given messages for a missing file, a wrong field or an oversized one.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; messages: { noFile: string; tooLarge: string } },
): Promise<Buffer> {
  const { messages } = options;
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', messages.noFile);
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 11 } });
    if (!part || part.fieldname !== options.field) throw new AppError('BAD_REQUEST', messages.noFile);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new AppError('BAD_REQUEST', messages.noFile);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)) {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    }
    throw new AppError('BAD_REQUEST', messages.noFile);
  }
}
