import type { TDelivery } from '@labora/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

export interface DeliveryFileInput {
  contractId: string;
  deliveryId: string;
  file: TDelivery['files'][number];
}

/** A delivery's files are private to the contract's two sides: saved through the API with the session's token. */
export function downloadDeliveryFile({ contractId, deliveryId, file }: DeliveryFileInput) {
  return downloadFile(
    `/contracts/${encodeURIComponent(contractId)}/deliveries/${encodeURIComponent(deliveryId)}/files/${encodeURIComponent(file.id)}`,
    file.fileName,
  );
}

export function useDownloadDeliveryFile() {
  return useMutation({ mutationFn: downloadDeliveryFile });
}
