import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_LIMITS, type TConversationMember, ZCreateGroupRequest } from '@labora/shared/messages';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { useCreateGroup } from '../api/groups';
import { PeoplePicker } from './people-picker';

const resolver = zodResolver(ZCreateGroupRequest);

/** 'Criar grupo': a name and people picked by searching their names; the new group opens. */
export function CreateGroupDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="secondary" size="md" fullWidth onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" />
        Criar grupo
      </Button>
      {/* Mounted only while open: a closed dialog starts afresh. */}
      {open && <CreateGroupForm onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function CreateGroupForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const create = useCreateGroup();
  // The people picked show as chips; the form sends their ids, checked by the server's schema with the name.
  const [members, setMembers] = useState<TConversationMember[]>([]);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm({ resolver, defaultValues: { name: '', memberIds: [] } });
  const pick = (next: TConversationMember[]) => {
    setMembers(next);
    // After a refused submit, 'Adicione ao menos uma pessoa' goes away with the first pick (and comes back if
    // the last one is removed).
    setValue(
      'memberIds',
      next.map((m) => m.id),
      { shouldValidate: isSubmitted },
    );
  };

  const onSubmit = handleSubmit((group) =>
    create.mutate(group, {
      onSuccess: (created) => {
        onDone();
        navigate(paths.conversation(created.id));
      },
      onError: (error) =>
        showSubmitError(setError, error, { fallback: 'Não foi possível criar o grupo.', network: NETWORK_MESSAGE }),
    }),
  );

  return (
    <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
      <DialogTitle>Criar grupo</DialogTitle>
      <DialogDescription className="mt-1 text-sm">
        Dê um nome ao grupo e adicione as pessoas. Você poderá adicionar ou remover pessoas depois.
      </DialogDescription>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <TextField
          label="Nome do grupo"
          maxLength={MESSAGE_LIMITS.groupNameMaxLength}
          error={errors.name?.message}
          autoComplete="off"
          placeholder="Ex.: Equipe do site"
          {...register('name')}
        />
        <fieldset className="space-y-2">
          <legend className="mb-1.5 font-semibold text-nevoa-800 text-sm">Pessoas</legend>
          {members.length > 0 && (
            <ul aria-label="Pessoas escolhidas" className="flex flex-wrap gap-2">
              {members.map((member) => (
                <li
                  key={member.id}
                  className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-900 text-sm"
                >
                  {member.name}
                  <button
                    type="button"
                    onClick={() => pick(members.filter((m) => m.id !== member.id))}
                    aria-label={`Remover ${member.name}`}
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <PeoplePicker taken={new Set(members.map((m) => m.id))} onPick={(person) => pick([...members, person])} />
        </fieldset>
        <FormAlert message={formAlertOf(errors) ?? errors.memberIds?.message ?? null} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="secondary" size="md">
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" size="md" loading={create.isPending}>
            Criar grupo
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
