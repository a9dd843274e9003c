import type { TSkillItem } from '@labora/shared/skills';
import { Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, NETWORK_MESSAGE, RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSkills } from '../api/get-skills';
import { useRemoveSkill } from '../api/save-skill';
import { levelWords, SkillFormDialog } from './skill-form-dialog';

const REMOVE_FAILED = 'Não foi possível remover a habilidade. Tente novamente.';

/** 'Minhas habilidades': the profile's skills, each with its level and what used it; add, edit, remove. */
export function SkillsSection() {
  const skills = useSkills();
  const [editing, setEditing] = useState<TSkillItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<TSkillItem | null>(null);
  const remove = useRemoveSkill();
  const items = skills.data?.items ?? [];
  const full = skills.data ? items.length >= skills.data.max : false;

  const openForm = (skill: TSkillItem | null) => {
    setEditing(skill);
    setFormOpen(true);
  };

  return (
    <section aria-labelledby="skills-heading">
      <Card className="p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="skills-heading" className="font-bold text-lg text-nevoa-950">
              Minhas habilidades
            </h2>
            <p className="mt-1 text-pretty text-nevoa-600 text-sm">
              As habilidades do seu perfil, com o nível que você se dá e quantos contratos concluídos e avaliações
              usaram cada uma.
            </p>
          </div>
          <Button size="md" onClick={() => openForm(null)} disabled={full || !skills.data}>
            <Plus aria-hidden className="size-4" />
            Adicionar
          </Button>
        </div>
        {full && (
          <p className="mt-3 text-nevoa-600 text-sm">
            Você chegou ao máximo de {skills.data?.max} habilidades. Remova uma para adicionar outra.
          </p>
        )}
        <div className="mt-6">
          {skills.isPending ? (
            <RowsSkeleton label="Carregando habilidades" />
          ) : skills.isError ? (
            <SectionLoadError
              title="Não foi possível carregar suas habilidades."
              error={skills.error}
              onRetry={() => skills.refetch()}
              retrying={skills.isFetching}
            />
          ) : items.length === 0 ? (
            <EmptyState icon={Sparkles} title="Nenhuma habilidade no seu perfil ainda" size="sm">
              Adicione o que você sabe fazer: as habilidades aparecem no seu perfil e guiam as sugestões de
              Aprendizagem.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-nevoa-100">
              {items.map((item) => (
                <SkillRow
                  key={item.skill}
                  item={item}
                  onEdit={() => openForm(item)}
                  onRemove={() => setRemoving(item)}
                />
              ))}
            </ul>
          )}
        </div>
      </Card>
      <SkillFormDialog open={formOpen} onOpenChange={setFormOpen} skill={editing} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remover ${removing?.skill ?? ''}?`}
        description="A habilidade sai também do seu perfil público, e o nível que você deu a ela é apagado."
        confirmLabel="Remover do perfil"
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.skill, {
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

function SkillRow({ item, onEdit, onRemove }: { item: TSkillItem; onEdit: () => void; onRemove: () => void }) {
  const level = item.level;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-nevoa-950">{item.skill}</p>
        <p className="mt-0.5 text-nevoa-600 text-sm">
          {plural(item.contracts, 'contrato concluído', 'contratos concluídos')} ·{' '}
          {plural(item.reviews, 'avaliação', 'avaliações')}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:w-80">
        {level === null ? (
          <p className="flex-1 text-nevoa-600 text-sm">Nível ainda não definido</p>
        ) : (
          <div className="flex-1">
            <p className="text-nevoa-800 text-sm">
              <span className="font-bold tabular-nums">Nível {level} de 10</span> · {levelWords(level)}
            </p>
            <div aria-hidden className="mt-1.5 h-2 overflow-hidden rounded-full bg-nevoa-100">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${level * 10}%` }} />
            </div>
          </div>
        )}
        <Button
          variant="ghost"
          size="md"
          onClick={onEdit}
          aria-label={`Editar nível de ${item.skill}`}
          className="px-3"
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
        <Button variant="ghost" size="md" onClick={onRemove} aria-label={`Remover ${item.skill}`} className="px-3">
          <Trash2 aria-hidden className="size-4 text-danger-700" />
        </Button>
      </div>
    </li>
  );
}
