/**
 * RFC 6266 `Content-Disposition: attachment` for any file name: an ASCII fallback for old clients plus the
 * UTF-8 original (RFC 5987). Always `attachment`: a download never renders in the site's origin.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'anexo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
