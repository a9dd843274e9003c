import { DELIVERY_STATUS_LABELS, type TContract, type TDelivery } from '@labora/shared/contracts';
import { WALLET_LIMITS } from '@labora/shared/wallet';
import { CircleCheck, Clock, Hourglass, type LucideIcon, MessageSquareWarning, PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { FileDownloadTile } from '@/components/file-download-tile';
import { Card } from '@/components/ui/card';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDownloadDeliveryFile } from '../api/download-delivery-file';
import { DeliveryForm } from './delivery-form';
import { RequestChangesDialog } from './request-changes-dialog';

type DeliveryStatus = TDelivery['status'];

const STATUS_STYLES: Record<DeliveryStatus, { tone: StatusTone; icon: LucideIcon }> = {
  pending: { tone: 'yellow', icon: Hourglass },
  accepted: { tone: 'green', icon: CircleCheck },
  changes_requested: { tone: 'orange', icon: MessageSquareWarning },
};

const DOWNLOAD_FAILED = 'Não foi possível baixar o arquivo. Tente novamente.';

/**
 * 'Entregas' of a contract: every delivery, newest first (message, files to download, status, the client's
 * answer). The freelancer delivers here while the contract is in progress and no delivery waits; the client asks
 * for changes to the waiting one (releasing it is 'Liberar pagamento', in 'Próximos passos'), and is told the date
 * when the escrow is released by itself if they do nothing. Nothing is shown before the work started.
 */
export function ContractDeliveries({ contract }: { contract: TContract }) {
  const headingId = useId();
  const inProgress = contract.status === 'em_andamento';
  if (!inProgress && contract.deliveries.length === 0) return null;

  const isFreelancer = contract.myRole === 'freelancer';
  const waiting = contract.deliveries.some((delivery) => delivery.status === 'pending');
  const canDeliver = isFreelancer && inProgress && !waiting;
  // Numbered in the order they were made; listed newest first, where the next step is.
  const numbered = contract.deliveries.map((delivery, index) => ({ delivery, number: index + 1 })).reverse();

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id={headingId} className="font-bold text-nevoa-950 text-xl tracking-tight">
          Entregas
        </h2>
        {inProgress && !waiting && (
          <p className="mt-1 text-pretty text-nevoa-600 text-sm">
            {isFreelancer
              ? `Quando terminar, entregue por aqui. ${contract.client.name} tem ${WALLET_LIMITS.autoReleaseDays} dias para liberar o pagamento ou pedir alterações; sem resposta, o pagamento é liberado automaticamente para você.`
              : `Quando ${contract.freelancer.name} entregar, a entrega aparece aqui. Você tem ${WALLET_LIMITS.autoReleaseDays} dias para liberar o pagamento ou pedir alterações; sem resposta, o pagamento é liberado automaticamente ao freelancer.`}
          </p>
        )}

        {canDeliver && (
          <div className="mt-6">
            <DeliveryForm contractId={contract.id} />
          </div>
        )}

        {numbered.length > 0 ? (
          <ol aria-label="Entregas feitas" className={cn('space-y-4', canDeliver ? 'mt-8' : 'mt-6')}>
            {numbered.map(({ delivery, number }) => (
              <li key={delivery.id}>
                <DeliveryItem contract={contract} delivery={delivery} number={number} />
              </li>
            ))}
          </ol>
        ) : (
          !isFreelancer && (
            <p className="mt-6 flex items-center gap-3 rounded-2xl bg-nevoa-50 p-4 text-nevoa-700 text-sm">
              <PackageOpen aria-hidden className="size-5 shrink-0 text-nevoa-500" />
              Nenhuma entrega ainda.
            </p>
          )
        )}
      </Card>
    </section>
  );
}

function DeliveryItem({ contract, delivery, number }: { contract: TContract; delivery: TDelivery; number: number }) {
  const headingId = useId();
  const isClient = contract.myRole === 'client';
  const pending = delivery.status === 'pending';

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border p-4 sm:p-5',
        pending ? 'border-sol-300 bg-sol-50/50' : 'border-nevoa-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h3 id={headingId} className="font-bold text-nevoa-950">
          Entrega {number}
        </h3>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <p className="mt-0.5 text-nevoa-600 text-sm">
        Enviada em <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
      </p>
      <p className="mt-3 whitespace-pre-line text-pretty break-words text-nevoa-800">{delivery.message}</p>

      {delivery.files.length > 0 && <DeliveryFiles contractId={contract.id} delivery={delivery} className="mt-4" />}

      {delivery.answer !== null && (
        <div className="mt-4 rounded-xl border-orange-400 border-l-4 bg-orange-50/60 px-4 py-3">
          <p className="font-semibold text-nevoa-900 text-sm">
            {delivery.status === 'changes_requested'
              ? `Alterações pedidas por ${isClient ? 'você' : contract.client.name}`
              : `Resposta de ${isClient ? 'você' : contract.client.name}`}
            {delivery.answeredAt && (
              <span className="font-normal text-nevoa-600">
                {' · '}
                <time dateTime={delivery.answeredAt}>{formatDateTime(delivery.answeredAt)}</time>
              </span>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line text-pretty break-words text-nevoa-800 text-sm">{delivery.answer}</p>
        </div>
      )}
      {delivery.status === 'accepted' && delivery.answer === null && delivery.answeredAt && (
        <p className="mt-3 text-nevoa-600 text-sm">
          Aceita em <time dateTime={delivery.answeredAt}>{formatDateTime(delivery.answeredAt)}</time>.
        </p>
      )}

      {pending && contract.status === 'em_andamento' && (
        <PendingDeliveryNote contract={contract} deliveryId={delivery.id} />
      )}
    </article>
  );
}

/** The waiting delivery: the client's way to answer it, both sides told when the escrow goes by itself. */
function PendingDeliveryNote({ contract, deliveryId }: { contract: TContract; deliveryId: string }) {
  const isClient = contract.myRole === 'client';
  const at = contract.autoReleaseAt;
  const when = at ? <time dateTime={at}>{formatDateTime(at)}</time> : null;
  return (
    <div className="mt-4 space-y-3 border-sol-200 border-t pt-4">
      {when && (
        <p className="flex items-start gap-2 text-pretty text-nevoa-800 text-sm">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-sol-700" />
          <span>
            {isClient ? (
              <>Se você não responder até {when}, o pagamento é liberado automaticamente ao freelancer.</>
            ) : (
              <>
                Aguardando {contract.client.name}. Se não houver resposta até {when}, o pagamento é liberado
                automaticamente para você.
              </>
            )}
          </span>
        </p>
      )}
      {isClient && (
        <>
          <p className="text-pretty text-nevoa-600 text-sm">
            Gostou? Aceite a entrega com “Liberar pagamento”, em Próximos passos. Se algo precisa mudar, peça
            alterações.
          </p>
          <RequestChangesDialog
            contractId={contract.id}
            deliveryId={deliveryId}
            freelancerName={contract.freelancer.name}
          />
        </>
      )}
    </div>
  );
}

function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { tone, icon } = STATUS_STYLES[status];
  return (
    <StatusPill tone={tone} icon={icon} srPrefix="Status: " size="md" className="shrink-0">
      {DELIVERY_STATUS_LABELS[status]}
    </StatusPill>
  );
}

/** The delivery's files; each downloads with the session's token (they are private to the contract's sides). */
function DeliveryFiles({
  contractId,
  delivery,
  className,
}: {
  contractId: string;
  delivery: TDelivery;
  className?: string;
}) {
  const download = useDownloadDeliveryFile();
  const downloadingId = download.isPending ? download.variables?.file.id : undefined;
  return (
    <ul aria-label="Arquivos da entrega" className={cn('grid gap-2 sm:grid-cols-2', className)}>
      {delivery.files.map((file) => {
        const busy = downloadingId === file.id;
        return (
          <li key={file.id}>
            <FileDownloadTile
              fileName={file.fileName}
              size={file.size}
              busy={busy}
              onDownload={() =>
                download.mutate(
                  { contractId, deliveryId: delivery.id, file },
                  {
                    onError: (error) =>
                      toast.error(errorMessage(error, { fallback: DOWNLOAD_FAILED, network: NETWORK_MESSAGE })),
                  },
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
