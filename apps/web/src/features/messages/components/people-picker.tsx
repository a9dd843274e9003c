import type { TConversationMember } from '@labora/shared/messages';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { SearchBox } from '@/components/ui/search-box';
import { useSearchPeople } from '../api/groups';

/**
 * Finds people by name to add to a group: a search box and the matches, each row one 'Adicionar' button.
 * Whoever is already in (or already picked) shows as such.
 */
export function PeoplePicker({
  taken,
  onPick,
  pendingId = null,
}: {
  /** Ids already in the group or picked. */
  taken: ReadonlySet<string>;
  onPick: (person: TConversationMember) => void;
  /** The person being added right now (a spinner on their button). */
  pendingId?: string | null;
}) {
  const [search, setSearch] = useState('');
  const people = useSearchPeople(search);
  const short = search.trim().length < 2;

  return (
    <div className="space-y-2">
      <SearchBox
        value={search}
        onSearch={setSearch}
        placeholder="Buscar pessoas pelo nome"
        label="Buscar pessoas pelo nome"
        maxLength={100}
        searching={people.isFetching}
      />
      <div aria-live="polite" className="relative max-h-56 overflow-y-auto">
        {short ? (
          <p className="px-1 py-2 text-nevoa-600 text-sm">Digite ao menos 2 letras do nome.</p>
        ) : people.isError ? (
          <p className="px-1 py-2 text-danger-700 text-sm">Não foi possível buscar pessoas. Tente novamente.</p>
        ) : people.isPending ? (
          <p className="px-1 py-2 text-nevoa-600 text-sm">Buscando…</p>
        ) : people.data.length === 0 ? (
          <p className="px-1 py-2 text-nevoa-600 text-sm">Ninguém encontrado com esse nome.</p>
        ) : (
          <ul aria-label="Pessoas encontradas" className="space-y-1">
            {people.data.map((person) => {
              const inIt = taken.has(person.id);
              return (
                <li key={person.id}>
                  {inIt ? (
                    <div className="flex items-center gap-3 rounded-xl px-1 py-1.5">
                      <Avatar name={person.name} url={person.avatarUrl} />
                      <span className="min-w-0 flex-1 truncate font-medium text-nevoa-900 text-sm">{person.name}</span>
                      <span className="shrink-0 px-2 text-nevoa-600 text-xs">No grupo</span>
                    </div>
                  ) : (
                    // The whole row picks: people click the name first, not only '+ Adicionar'.
                    <button
                      type="button"
                      onClick={() => onPick(person)}
                      disabled={pendingId !== null}
                      aria-busy={pendingId === person.id || undefined}
                      aria-label={`Adicionar ${person.name}`}
                      className="group flex w-full items-center gap-3 rounded-xl px-1 py-1.5 text-left hover:bg-brand-50 disabled:opacity-60"
                    >
                      <Avatar name={person.name} url={person.avatarUrl} />
                      <span className="min-w-0 flex-1 truncate font-medium text-nevoa-900 text-sm">{person.name}</span>
                      <span className="inline-flex h-9 shrink-0 items-center gap-1 rounded-lg px-3 font-semibold text-brand-700 text-sm group-hover:bg-brand-100">
                        <Plus aria-hidden className="size-4" />
                        Adicionar
                      </span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
