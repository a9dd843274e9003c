import { MessageSquareOff } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageUnavailable } from '@/components/ui/detail-page-states';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenContractConversation } from '../api/open-contract-conversation';

/**
 * /dashboard/messages/contract/:id, where every 'Enviar Mensagem' of a contract leads (its page, the /hiring and
 * /my-projects cards): opens the contract's conversation and takes its place in the history, so Back returns to
 * where the button was.
 */
export function ContractConversationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const open = useOpenContractConversation();
  const { mutate } = open;
  useDocumentTitle('Mensagens');
  const go = useCallback(
    () => mutate(id, { onSuccess: (conversation) => navigate(paths.conversation(conversation.id), { replace: true }) }),
    [id, mutate, navigate],
  );
  // Once per contract, also under StrictMode's double effect in development.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === id) return;
    opened.current = id;
    go();
  }, [id, go]);

  if (open.isError) {
    return (
      <div className="mx-auto max-w-2xl">
        <PageUnavailable
          icon={MessageSquareOff}
          title="Não foi possível abrir a conversa."
          actions={
            <>
              <ButtonLink to={paths.messages} variant="secondary" size="md">
                Ir para Mensagens
              </ButtonLink>
              <Button size="md" loading={open.isPending} onClick={go}>
                Tentar novamente
              </Button>
            </>
          }
        >
          {errorMessage(open.error, { fallback: 'Tente novamente em instantes.', network: NETWORK_MESSAGE })}
        </PageUnavailable>
      </div>
    );
  }
  return (
    <p role="status" className="py-16 text-center text-nevoa-600">
      Abrindo a conversa do contrato…
    </p>
  );
}
