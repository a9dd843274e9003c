import { downloadFile } from '@/lib/api-client';

/** The receipt (recibo) of one movement of the statement, a PDF. */
export function downloadReceipt(transferId: string) {
  return downloadFile(
    `/wallet/transfers/${encodeURIComponent(transferId)}/receipt.pdf`,
    `recibo-labora-${transferId.slice(0, 8)}.pdf`,
    'application/pdf',
  );
}
