import { MESSAGE_LIMITS, MESSAGE_MESSAGES, type TConversationMember } from '@labora/shared/messages';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCreateGroup } from '../api/groups';
import { PeoplePicker } from './people-picker';

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
  const [name, setName] = useState('');
  const [members, setMembers] = useState<TConversationMember[]>([]);
  const [nameError, setNameError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(MESSAGE_MESSAGES.groupNameBlank);
      return;
    }
    create.mutate(
      { name: name.trim(), memberIds: members.map((m) => m.id) },
      {
        onSuccess: (group) => {
          onDone();
          navigate(paths.conversation(group.id));
        },
      },
    );
  }

  return (
    <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
      <DialogTitle>Criar grupo</DialogTitle>
      <DialogDescription className="mt-1 text-sm">
        Dê um nome ao grupo e adicione as pessoas. Você poderá adicionar ou remover pessoas depois.
      </DialogDescription>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <TextField
          label="Nome do grupo"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          maxLength={MESSAGE_LIMITS.groupNameMaxLength}
          error={nameError}
          autoComplete="off"
          placeholder="Ex.: Equipe do site"
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
                    onClick={() => setMembers(members.filter((m) => m.id !== member.id))}
                    aria-label={`Remover ${member.name}`}
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <PeoplePicker
            taken={new Set(members.map((m) => m.id))}
            onPick={(person) => setMembers([...members, person])}
          />
        </fieldset>
        <FormAlert
          message={
            create.isError
              ? errorMessage(create.error, { fallback: 'Não foi possível criar o grupo.', network: NETWORK_MESSAGE })
              : null
          }
        />
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
