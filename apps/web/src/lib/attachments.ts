// The upload rules of a job's attachments, which a contract's delivery files share (the API's lib/attachments.ts).

import { JOB_LIMITS } from '@labora/shared/job-labels';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MESSAGES } from '@labora/shared/jobs';

// The server decides by content; the browser can only go by the name.
const EXTENSIONS: readonly string[] = ATTACHMENT_EXTENSIONS;

export const ATTACHMENT_DOWNLOAD_FAILED = 'Não foi possível baixar o anexo. Tente novamente.';

/** For the file picker: the dialog shows only files the server would take. */
export const ATTACHMENT_ACCEPT = EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a file cannot go, or null when it can. */
export function attachmentProblem(file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !EXTENSIONS.includes(ext)) return ATTACHMENT_MESSAGES.unsupported;
  if (file.size === 0) return ATTACHMENT_MESSAGES.empty;
  if (file.size > JOB_LIMITS.attachmentMaxBytes) return ATTACHMENT_MESSAGES.tooLarge;
  return null;
}

/** The chosen files plus new ones: the acceptable ones in, up to the limit; the first refusal explained. */
export function addAttachments(current: File[], incoming: File[]): { files: File[]; problem: string | null } {
  const files = [...current];
  let problem: string | null = null;
  for (const file of incoming) {
    const refusal = attachmentProblem(file);
    if (refusal) {
      problem ??= `${refusal} (${file.name})`;
      continue;
    }
    // The same file picked twice is one attachment.
    if (files.some((f) => f.name === file.name && f.size === file.size && f.lastModified === file.lastModified)) {
      continue;
    }
    if (files.length >= JOB_LIMITS.attachmentsMax) {
      problem ??= ATTACHMENT_MESSAGES.tooMany;
      break;
    }
    files.push(file);
  }
  return { files, problem };
}
