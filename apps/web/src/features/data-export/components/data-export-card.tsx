import {
  DATA_EXPORT_LIMITS,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_STATUS_LABELS,
  type TDataExport,
  type TDataExportStatus,
} from '@labora/shared/data-export';
import { Archive, Download, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { SettingsCard } from '@/components/ui/settings-card';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from '../api/data-exports';

const TONES: Record<TDataExportStatus, StatusTone> = {
  pending: 'sol',
  ready: 'green',
  failed: 'red',
  expired: 'gray',
};

const HOURS_VALID = DATA_EXPORT_LIMITS.linkValidMs / 3_600_000;

/** Configurações' 'Baixar meus dados' (LGPD): ask for a copy, follow the latest request, download it when ready. */
export function DataExportCard() {
  const list = useDataExports();
  const request = useRequestDataExport();
  const [alert, setAlert] = useState<string | null>(null);
  const latest = list.data?.items[0];

  const ask = () => {
    setAlert(null);
    request.mutate(undefined, {
      onSuccess: () => toast.success(DATA_EXPORT_MESSAGES.requested),
      onError: (error) =>
        setAlert(
          errorMessage(error, { fallback: DATA_EXPORT_MESSAGES.requestFailed, network: DATA_EXPORT_MESSAGES.network }),
        ),
    });
  };

  return (
    <SettingsCard
      icon={Archive}
      title="Baixar meus dados"
      description="Receba uma cópia de tudo o que a Labora guarda sobre você: perfil, trabalhos, propostas, contratos, entregas, mensagens, avaliações, extrato da carteira, saques, notificações, sessões, consentimentos e os arquivos que você enviou, num arquivo ZIP com um guia (LEIA-ME) em português."
    >
      <div className="space-y-5">
        <p className="text-pretty text-nevoa-700 text-sm">
          Preparamos a cópia em segundo plano e enviamos um link para o seu e-mail. O link vale por {HOURS_VALID} horas.
          Senhas e dados de outras pessoas, como e-mail e celular, não entram na cópia. Você pode pedir até{' '}
          {DATA_EXPORT_LIMITS.perWindow} cópias a cada 24 horas.
        </p>
        {list.isPending ? (
          <RowsSkeleton rows={1} label="Carregando os seus pedidos de cópia" />
        ) : list.isError ? (
          <SectionLoadError
            title={DATA_EXPORT_MESSAGES.loadFailed}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isRefetching}
          />
        ) : (
          latest && <LatestRequest dataExport={latest} />
        )}
        <FormAlert message={alert} />
        <Button
          variant="secondary"
          size="md"
          className="w-full sm:w-auto"
          onClick={ask}
          loading={request.isPending}
          disabled={latest?.status === 'pending'}
        >
          {!request.isPending && <FileDown aria-hidden className="size-4" />}
          Solicitar cópia dos meus dados
        </Button>
      </div>
    </SettingsCard>
  );
}

/** The latest request: its status (read out when it changes), and 'Baixar' once ready. */
function LatestRequest({ dataExport }: { dataExport: TDataExport }) {
  const download = useDownloadDataExport();
  const [alert, setAlert] = useState<string | null>(null);
  const save = () => {
    setAlert(null);
    download.mutate(dataExport, {
      onError: (error) =>
        setAlert(
          errorMessage(error, { fallback: DATA_EXPORT_MESSAGES.downloadFailed, network: DATA_EXPORT_MESSAGES.network }),
        ),
    });
  };
  return (
    <div className="space-y-3 rounded-2xl border border-nevoa-200 bg-nevoa-50/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="status" className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-nevoa-900 text-sm">
            Pedido de {formatDateTime(dataExport.createdAt)}
            <StatusPill tone={TONES[dataExport.status]} dot srPrefix="Status: ">
              {DATA_EXPORT_STATUS_LABELS[dataExport.status]}
            </StatusPill>
          </p>
          <p className="text-nevoa-600 text-sm">{detailOf(dataExport)}</p>
        </div>
        {dataExport.status === 'ready' && (
          <Button size="md" onClick={save} loading={download.isPending} className="w-full sm:w-auto">
            {!download.isPending && <Download aria-hidden className="size-4" />}
            Baixar
          </Button>
        )}
      </div>
      <FormAlert message={alert} />
    </div>
  );
}

function detailOf(dataExport: TDataExport): string {
  switch (dataExport.status) {
    case 'pending':
      return 'Estamos preparando a sua cópia. Esta seção se atualiza sozinha, e o link também chega por e-mail.';
    case 'ready': {
      const size = dataExport.sizeBytes === null ? '' : ` (${formatFileSize(dataExport.sizeBytes)})`;
      const until = dataExport.expiresAt ? `, até ${formatDateTime(dataExport.expiresAt)}` : '';
      return `Arquivo ZIP pronto${size}. Disponível para baixar${until}.`;
    }
    case 'expired':
      return 'O prazo de 24 horas acabou e o arquivo foi apagado. Peça uma nova cópia quando quiser.';
    case 'failed':
      return DATA_EXPORT_MESSAGES.failed;
  }
}
