import type { TContract } from '@labora/shared/contracts';
import { CalendarCheck, MessageSquare, RefreshCw, UserRound } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { useDeferredDialog } from '@/components/ui/deferred-dialog';
import { paths } from '@/config/paths';
import { deferredComponent } from '@/lib/deferred-component';
import { formatDay } from '@/lib/format';
import { ContractCard, ValueFact } from './contract-card';
import { Fact, FactList } from './fact-list';
import { ProgressBar } from './progress-bar';

// Its dialog and progress form load when first reached for: the list paints without them (useDeferredDialog).
const UpdateStatusDialog = deferredComponent(async () => (await import('./update-status-dialog')).UpdateStatusDialog);

/** SPEC "Project" of My Projects: title, client, deadline, value, status badge, progress bar, description. */
export function ProjectCard({ contract }: { contract: TContract }) {
  return (
    <ContractCard contract={contract} vocabulary="project">
      <FactList className="mt-4 grid-cols-2 sm:grid-cols-3">
        <Fact icon={UserRound} label="Cliente">
          <span className="break-words">{contract.client.name}</span>
        </Fact>
        <Fact icon={CalendarCheck} label="Prazo">
          <time dateTime={contract.endDate}>{formatDay(contract.endDate, 'short')}</time>
        </Fact>
        <ValueFact contract={contract} />
      </FactList>

      <ProgressBar value={contract.progress} status={contract.status} className="mt-5" />

      {contract.description && (
        <p className="mt-4 line-clamp-3 text-pretty break-words text-nevoa-700 text-sm leading-relaxed">
          {contract.description}
        </p>
      )}

      <div className="mt-auto grid gap-2 pt-5 sm:grid-cols-2">
        <UpdateStatusButton contract={contract} />
        <ButtonLink to={paths.contract(contract.id)} variant="secondary" size="md">
          Ver Detalhes<span className="sr-only"> de {contract.title}</span>
        </ButtonLink>
        <ButtonLink to={paths.contractConversation(contract.id)} variant="ghost" size="md" className="sm:col-span-2">
          <MessageSquare aria-hidden className="size-4" />
          Enviar Mensagem<span className="sr-only"> para {contract.client.name}</span>
        </ButtonLink>
      </div>
    </ContractCard>
  );
}

function UpdateStatusButton({ contract }: { contract: TContract }) {
  const [open, setOpen] = useState(false);
  const dialog = useDeferredDialog({ open, onOpen: () => setOpen(true), preload: UpdateStatusDialog.preload });
  return (
    <>
      <Button variant={contract.allowedActions.length > 0 ? 'primary' : 'secondary'} size="md" {...dialog.triggerProps}>
        <RefreshCw aria-hidden className="size-4" />
        Atualizar Status<span className="sr-only"> de {contract.title}</span>
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <UpdateStatusDialog
            contract={contract}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
          />
        </Suspense>
      )}
    </>
  );
}
