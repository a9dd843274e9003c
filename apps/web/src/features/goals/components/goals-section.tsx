import type { TGoal } from '@labora/shared/goals';
import { Pencil, Plus, Target, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, NETWORK_MESSAGE, RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGoals } from '../api/get-goals';
import { useRemoveGoal } from '../api/save-goal';
import { GoalFormDialog } from './goal-form-dialog';
import { GoalProgress } from './goal-progress';

const REMOVE_FAILED = 'Não foi possível remover a meta. Tente novamente.';

/** 'Minhas metas': each goal with its progress bar; add, edit, remove. */
export function GoalsSection() {
  const goals = useGoals();
  const [editing, setEditing] = useState<TGoal | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<TGoal | null>(null);
  const remove = useRemoveGoal();
  const items = goals.data?.items ?? [];

  const openForm = (goal: TGoal | null) => {
    setEditing(goal);
    setFormOpen(true);
  };

  return (
    <section aria-labelledby="goals-heading">
      <Card className="p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="goals-heading" className="font-bold text-lg text-nevoa-950">
              Minhas metas
            </h2>
            <p className="mt-1 text-pretty text-nevoa-600 text-sm">
              Defina alvos e acompanhe o progresso. Metas ligadas a ganhos, contratos ou avaliações avançam sozinhas.
            </p>
          </div>
          <Button size="md" onClick={() => openForm(null)}>
            <Plus aria-hidden className="size-4" />
            Adicionar meta
          </Button>
        </div>
        <div className="mt-6">
          {goals.isPending ? (
            <RowsSkeleton label="Carregando metas" />
          ) : goals.isError ? (
            <SectionLoadError
              title="Não foi possível carregar suas metas."
              error={goals.error}
              onRetry={() => goals.refetch()}
              retrying={goals.isFetching}
            />
          ) : items.length === 0 ? (
            <EmptyState icon={Target} title="Nenhuma meta ainda" size="sm">
              Que tal uma meta de ganhos para este mês, ou de contratos concluídos?
            </EmptyState>
          ) : (
            <ul className="space-y-4">
              {items.map((goal) => (
                <GoalRow key={goal.id} goal={goal} onEdit={() => openForm(goal)} onRemove={() => setRemoving(goal)} />
              ))}
            </ul>
          )}
        </div>
      </Card>
      <GoalFormDialog open={formOpen} onOpenChange={setFormOpen} goal={editing} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover meta?"
        description={`A meta “${removing?.title ?? ''}” e o seu progresso serão apagados.`}
        confirmLabel="Remover meta"
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setRemoving(null);
            },
            onError: (error) => toast.error(errorMessage(error, { fallback: REMOVE_FAILED, network: NETWORK_MESSAGE })),
          });
        }}
      />
    </section>
  );
}

function GoalRow({ goal, onEdit, onRemove }: { goal: TGoal; onEdit: () => void; onRemove: () => void }) {
  const titleId = useId();
  return (
    <li className="rounded-2xl border border-nevoa-200 p-4">
      <div className="flex items-start gap-2">
        <p id={titleId} className="min-w-0 flex-1 break-words font-semibold text-nevoa-950">
          {goal.title}
        </p>
        <Button
          variant="ghost"
          size="md"
          onClick={onEdit}
          aria-label={`Editar meta ${goal.title}`}
          className="-mt-2 px-3"
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="md"
          onClick={onRemove}
          aria-label={`Remover meta ${goal.title}`}
          className="-mt-2 px-3"
        >
          <Trash2 aria-hidden className="size-4 text-danger-700" />
        </Button>
      </div>
      <div className="mt-2">
        <GoalProgress goal={goal} labelId={titleId} />
      </div>
    </li>
  );
}
