import type { ApiRequest } from '@/lib/api-client';

/**
 * A step that may carry files: JSON without them; otherwise multipart, the JSON in `field` and each file in
 * `attachments` (the delivery upload's shape, the API's attachment pipeline).
 */
export function withAttachments(field: string, body: object, files: File[]): ApiRequest {
  if (files.length === 0) return { method: 'POST', body };
  const form = new FormData();
  form.append(field, JSON.stringify(body));
  for (const file of files) form.append('attachments', file, file.name);
  return { method: 'POST', body: form };
}
