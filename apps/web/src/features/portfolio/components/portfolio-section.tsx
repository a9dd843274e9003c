import { PORTFOLIO_LIMITS, type TPortfolioItem } from '@labora/shared/portfolio';
import { Images, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CardsSkeleton } from '@/components/marketplace/cards-skeleton';
import { ProfileSection } from '@/components/marketplace/profile-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadError, NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';
import { usePortfolio } from '../api/get-portfolio';
import { useReorderPortfolio } from '../api/reorder-portfolio';
import { PORTFOLIO_FORM_MESSAGES } from '../lib/portfolio-form';
import { moveButtonId, PortfolioCard } from './portfolio-card';
import { PortfolioFormDialog } from './portfolio-form-dialog';

interface PortfolioSectionProps {
  freelancerId: string;
  firstName: string;
  /** The viewer is this freelancer: they add, order, edit and remove their work here. */
  manage: boolean;
}

/** 'Portfólio' on /freelancer/{id}: the same public list for every viewer, managed by its owner in place. */
export function PortfolioSection({ freelancerId, firstName, manage }: PortfolioSectionProps) {
  const query = usePortfolio(freelancerId);
  const reorder = useReorderPortfolio(freelancerId);
  const [form, setForm] = useState<{ open: boolean; item: TPortfolioItem | null }>({ open: false, item: null });
  const [removing, setRemoving] = useState<TPortfolioItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; step: -1 | 1; to: number } | null>(null);
  const items = query.data ?? [];
  const atLimit = items.length >= PORTFOLIO_LIMITS.itemsMax;

  // Once the list shows the move, the keyboard stays on the moved item's button (or its other one at an end):
  // moving a focused element in the page drops its focus.
  useEffect(() => {
    if (!focusAfterMove || items.findIndex((i) => i.id === focusAfterMove.id) !== focusAfterMove.to) return;
    const same = document.getElementById(moveButtonId(focusAfterMove.id, focusAfterMove.step)) as HTMLButtonElement;
    const other = document.getElementById(moveButtonId(focusAfterMove.id, focusAfterMove.step === -1 ? 1 : -1));
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, items]);

  const move = (item: TPortfolioItem, step: -1 | 1) => {
    const from = items.findIndex((i) => i.id === item.id);
    const to = from + step;
    // One move at a time: the next one starts from the order the server kept.
    if (reorder.isPending || from < 0 || to < 0 || to >= items.length) return;
    const ids = items.map((i) => i.id);
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    reorder.mutate(
      { itemIds: ids },
      {
        onError: (error) =>
          toast.error(
            errorMessage(error, { fallback: PORTFOLIO_FORM_MESSAGES.reorderFailed, network: NETWORK_MESSAGE }),
          ),
      },
    );
    setAnnouncement(`“${item.title}” agora está na posição ${to + 1} de ${items.length}.`);
    setFocusAfterMove({ id: item.id, step, to });
  };

  return (
    <ProfileSection
      title="Portfólio"
      description={
        manage
          ? `Trabalhos que você já fez, na ordem que escolher. Até ${PORTFOLIO_LIMITS.itemsMax} trabalhos.`
          : `Trabalhos que ${firstName} já fez.`
      }
      action={
        manage && (
          <Button
            size="md"
            onClick={() => setForm({ open: true, item: null })}
            disabled={atLimit || query.isPending}
            title={atLimit ? `Você já tem ${PORTFOLIO_LIMITS.itemsMax} trabalhos.` : undefined}
            className="w-full shrink-0 sm:w-auto"
          >
            <Plus aria-hidden className="size-4" />
            Adicionar trabalho
          </Button>
        )
      }
    >
      {query.isPending ? (
        <CardsSkeleton count={2} label="Carregando portfólio" className="sm:grid-cols-2" />
      ) : query.isError ? (
        <LoadError
          title="Não foi possível carregar o portfólio."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="shadow-none"
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Images} title={manage ? 'Seu portfólio está vazio.' : 'Nenhum trabalho no portfólio.'}>
          {manage
            ? 'Em “Adicionar trabalho”, mostre um projeto com imagens e link: clientes contratam quem já viram trabalhar.'
            : `Quando ${firstName} adicionar trabalhos, eles aparecem aqui.`}
        </EmptyState>
      ) : (
        <ol aria-label="Trabalhos do portfólio" className="grid gap-4 sm:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.id} className="flex">
              <PortfolioCard
                item={item}
                controls={
                  manage
                    ? {
                        index,
                        count: items.length,
                        onMove: move,
                        onEdit: (chosen) => setForm({ open: true, item: chosen }),
                        onRemove: setRemoving,
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ol>
      )}
      {manage && (
        <>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <PortfolioFormDialog
            open={form.open}
            onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
            item={form.item}
          />
          <RemoveDialog item={removing} freelancerId={freelancerId} onClose={() => setRemoving(null)} />
        </>
      )}
    </ProfileSection>
  );
}

function RemoveDialog({
  item,
  freelancerId,
  onClose,
}: {
  item: TPortfolioItem | null;
  freelancerId: string;
  onClose: () => void;
}) {
  const remove = useDeletePortfolioItem(freelancerId);
  // The title stays in the dialog while it fades out after the item is gone.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) =>
        toast.error(errorMessage(error, { fallback: PORTFOLIO_FORM_MESSAGES.removeFailed, network: NETWORK_MESSAGE })),
    });
  };

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      pending={remove.isPending}
      icon={Trash2}
      tone="danger"
      title="Remover trabalho?"
      description={
        <>“{shown?.title}” e suas imagens deixarão de aparecer no seu perfil. Esta ação não pode ser desfeita.</>
      }
      confirmLabel="Remover trabalho"
      onConfirm={confirm}
    />
  );
}
