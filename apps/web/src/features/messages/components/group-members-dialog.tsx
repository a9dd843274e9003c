import type { TConversationSummary } from '@labora/shared/messages';
import { LogOut, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogCloseButton, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAddGroupMember, useLeaveGroup, useRemoveGroupMember } from '../api/groups';
import { PeoplePicker } from './people-picker';

/**
 * A group's people, from its header: every member sees who is in it and may leave it ('Sair do grupo', confirmed);
 * its owner also adds people (their connections, searched by name) and removes them.
 */
export function GroupMembersDialog({ group }: { group: TConversationSummary }) {
  const me = useSessionUser();
  const owner = group.myRole === 'owner';
  const add = useAddGroupMember(group.id);
  const remove = useRemoveGroupMember(group.id);
  const [addingId, setAddingId] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const failed = add.error ?? remove.error;
  const count = group.members.length;

  return (
    <Dialog
      onOpenChange={() => {
        add.reset();
        remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={`Pessoas do grupo (${count})`}
          className="ml-auto inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-3 font-semibold text-nevoa-700 text-sm hover:bg-nevoa-100"
        >
          <Users aria-hidden className="size-5" />
          <span aria-hidden>{count}</span>
        </button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeading
          title="Pessoas do grupo"
          description={`${group.name} · ${plural(count, 'pessoa', 'pessoas')}`}
          descriptionClassName="mt-1 text-sm"
        />
        <ul aria-label="Membros" className="mt-4 space-y-1">
          {group.members.map((member) => {
            const mine = member.id === me?._id;
            return (
              <li key={member.id} className="flex items-center gap-3 rounded-xl py-1.5">
                <Avatar name={member.name} url={member.avatarUrl} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-nevoa-900 text-sm">
                    {member.name}
                    {mine && ' (você)'}
                  </span>
                  {mine && owner && <span className="block text-nevoa-600 text-xs">Administra o grupo</span>}
                </span>
                {owner && !mine && (
                  <button
                    type="button"
                    disabled={removingId !== null}
                    aria-busy={removingId === member.id || undefined}
                    onClick={() => {
                      setRemovingId(member.id);
                      remove.mutate(member.id, { onSettled: () => setRemovingId(null) });
                    }}
                    className="inline-flex h-9 shrink-0 items-center gap-1 rounded-lg px-3 font-semibold text-danger-700 text-sm hover:bg-danger-50 disabled:opacity-60"
                  >
                    <UserMinus aria-hidden className="size-4" />
                    Remover<span className="sr-only"> {member.name}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {owner && (
          <section aria-labelledby="adicionar-pessoas" className="mt-5 border-nevoa-200 border-t pt-4">
            <h3 id="adicionar-pessoas" className="mb-2 font-semibold text-nevoa-800 text-sm">
              Adicionar pessoas
            </h3>
            <PeoplePicker
              taken={new Set(group.members.map((m) => m.id))}
              pendingId={addingId}
              onPick={(person) => {
                setAddingId(person.id);
                add.mutate(person.id, { onSettled: () => setAddingId(null) });
              }}
            />
          </section>
        )}
        <div className="mt-4">
          <FormAlert
            message={
              failed
                ? errorMessage(failed, { fallback: 'Não foi possível mudar o grupo.', network: NETWORK_MESSAGE })
                : null
            }
          />
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <LeaveGroupButton group={group} />
          <DialogCloseButton />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** 'Sair do grupo', asked first: what leaving means here (an owner hands the group on; the last one deletes it). */
function LeaveGroupButton({ group }: { group: TConversationSummary }) {
  const me = useSessionUser();
  const navigate = useNavigate();
  const leave = useLeaveGroup(group.id);
  const [open, setOpen] = useState(false);
  // Members come in the order they joined: the earliest other one takes the group over.
  const heir = group.members.find((member) => member.id !== me?._id);
  const consequence = !heir
    ? 'Você é a última pessoa do grupo: ele será apagado, com todas as mensagens.'
    : group.myRole === 'owner'
      ? `As outras pessoas verão que você saiu, e ${heir.name} passará a administrar o grupo.`
      : 'As outras pessoas verão que você saiu. Para voltar, quem administra o grupo precisa adicionar você de novo.';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={leave.isPending}
      icon={LogOut}
      tone="danger"
      title="Sair do grupo?"
      description={
        <>
          Você deixará de receber as mensagens de “{group.name}”. {consequence}
        </>
      }
      confirmLabel="Sair do grupo"
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: ({ message }) => {
            setOpen(false);
            toast.success(message);
            navigate(paths.messages);
          },
          onError: (error) =>
            toast.error(errorMessage(error, { fallback: 'Não foi possível sair do grupo.', network: NETWORK_MESSAGE })),
        })
      }
      trigger={
        <button
          type="button"
          className="inline-flex h-10 items-center gap-1.5 rounded-xl px-3 font-semibold text-danger-700 text-sm hover:bg-danger-50"
        >
          <LogOut aria-hidden className="size-4" />
          Sair do grupo
        </button>
      }
    />
  );
}
