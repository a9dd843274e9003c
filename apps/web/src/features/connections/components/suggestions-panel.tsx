import type { TConnectionPerson, TConnectionRequest } from '@labora/shared/connections';
import { Check, UserPlus, Users } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { SidePanel } from '@/components/ui/side-panel';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useAnswerConnectionRequest } from '../api/answer-connection-request';
import { useIncomingRequests } from '../api/get-incoming-requests';
import { useSuggestions } from '../api/get-suggestions';
import { useSendConnectionRequest } from '../api/send-connection-request';
import { mutualConnectionsText } from '../lib/mutual-connections';

const NETWORK = 'Sem conexão com o servidor. Tente novamente.';

/**
 * The Messages screen's 'Sugestões': requests waiting for my answer ('Aceitar' / 'Recusar'), then people I may
 * know with their 'conexões em comum' and 'Adicionar'.
 */
export function SuggestionsPanel() {
  return (
    <SidePanel title="Sugestões">
      <IncomingRequests />
      <SuggestionList />
    </SidePanel>
  );
}

function PersonLine({ person }: { person: TConnectionPerson }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={person.name} url={person.avatarUrl} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-nevoa-950 text-sm">{person.name}</p>
        {person.headline && <p className="truncate text-nevoa-600 text-xs">{person.headline}</p>}
        <p className="text-nevoa-500 text-xs">{mutualConnectionsText(person.mutualConnections)}</p>
      </div>
    </div>
  );
}

function IncomingRequests() {
  const requests = useIncomingRequests();
  const headingId = useId();
  // Shown only when someone is waiting: a failed or empty load leaves the suggestions alone.
  if (!requests.data?.items.length) return null;
  return (
    <div className="mt-3 border-nevoa-100 border-b pb-4">
      <h3 id={headingId} className="font-semibold text-nevoa-700 text-xs uppercase tracking-wide">
        Pedidos de conexão
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 space-y-3">
        {requests.data.items.map((request) => (
          <li key={request.id}>
            <RequestRow request={request} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RequestRow({ request }: { request: TConnectionRequest }) {
  const answer = useAnswerConnectionRequest();
  const name = request.person.name;
  const respond = (accept: boolean) =>
    answer.mutate(
      { id: request.id, accept },
      {
        onSuccess: () => toast.success(accept ? `Você e ${name} agora estão conectados.` : 'Pedido recusado.'),
        onError: (error) =>
          toast.error(errorMessage(error, { fallback: 'Não foi possível responder ao pedido.', network: NETWORK })),
      },
    );
  const pending = answer.isPending ? answer.variables?.accept : undefined;
  return (
    <div>
      <PersonLine person={request.person} />
      <div className="mt-2 flex gap-2 pl-13">
        <Button
          size="md"
          onClick={() => respond(true)}
          loading={pending === true}
          disabled={answer.isPending}
          aria-label={`Aceitar o pedido de ${name}`}
        >
          Aceitar
        </Button>
        <Button
          size="md"
          variant="secondary"
          onClick={() => respond(false)}
          loading={pending === false}
          disabled={answer.isPending}
          aria-label={`Recusar o pedido de ${name}`}
        >
          Recusar
        </Button>
      </div>
    </div>
  );
}

function SuggestionList() {
  const suggestions = useSuggestions();
  if (suggestions.isPending) {
    return (
      <div className="mt-3">
        <RowsSkeleton rows={3} label="Carregando sugestões" />
      </div>
    );
  }
  if (suggestions.isError) {
    return (
      <SectionLoadError
        title="Não foi possível carregar as sugestões."
        error={suggestions.error}
        onRetry={() => void suggestions.refetch()}
        retrying={suggestions.isFetching}
        className="mt-3 px-3 py-5"
      />
    );
  }
  // By id: a page read after the list moved (someone connected meanwhile) may repeat a person.
  const people = [
    ...new Map(suggestions.data.pages.flatMap((page) => page.items).map((p) => [p.id, p] as const)).values(),
  ];
  if (!people.length) {
    return (
      <div className="mt-3 flex items-start gap-3 rounded-2xl bg-nevoa-50 p-3 text-nevoa-600 text-sm">
        <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>Nenhuma sugestão por enquanto. Quem conhece as pessoas com quem você trabalha e conversa aparece aqui.</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Pessoas que você talvez conheça" className="mt-3 space-y-3">
        {people.map((person) => (
          <li key={person.id}>
            <SuggestionRow person={person} />
          </li>
        ))}
      </ul>
      {suggestions.hasNextPage && (
        <Button
          variant="ghost"
          size="md"
          fullWidth
          className="mt-3"
          onClick={() => void suggestions.fetchNextPage()}
          loading={suggestions.isFetchingNextPage}
        >
          Ver mais sugestões
        </Button>
      )}
    </>
  );
}

function SuggestionRow({ person }: { person: TConnectionPerson }) {
  const send = useSendConnectionRequest();
  const sent = send.isSuccess;
  const add = () =>
    send.mutate(person.id, {
      onError: (error) =>
        toast.error(errorMessage(error, { fallback: 'Não foi possível enviar o pedido.', network: NETWORK })),
    });
  return (
    <div>
      <PersonLine person={person} />
      {/* The button stays (with its focus) and says what happened; the live region tells screen readers. */}
      <div className="mt-2 pl-13">
        <Button
          size="md"
          variant={sent ? 'ghost' : 'secondary'}
          className={cn(sent && 'cursor-default hover:bg-transparent')}
          onClick={sent ? undefined : add}
          loading={send.isPending}
          aria-disabled={sent || undefined}
          aria-label={sent ? `Pedido enviado para ${person.name}` : `Adicionar ${person.name}`}
        >
          {sent ? (
            <Check aria-hidden className="size-4" />
          ) : (
            !send.isPending && <UserPlus aria-hidden className="size-4" />
          )}
          {sent ? 'Pedido enviado' : 'Adicionar'}
        </Button>
      </div>
      <span role="status" className="sr-only">
        {sent ? `Pedido de conexão enviado para ${person.name}.` : ''}
      </span>
    </div>
  );
}
