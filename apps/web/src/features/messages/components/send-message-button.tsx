import { MessageSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOpenDirectConversation } from '../api/open-direct-conversation';

/** 'Enviar Mensagem': opens (or creates) the direct conversation with that person and goes to it. */
export function SendMessageButton({
  userId,
  name,
  fullWidth = false,
}: {
  userId: string;
  name: string;
  fullWidth?: boolean;
}) {
  const navigate = useNavigate();
  const open = useOpenDirectConversation();
  return (
    <Button
      variant="secondary"
      size="md"
      fullWidth={fullWidth}
      loading={open.isPending}
      onClick={() =>
        open.mutate(userId, {
          onSuccess: (conversation) => navigate(paths.conversation(conversation.id)),
          onError: (error) =>
            toast.error(
              errorMessage(error, { fallback: 'Não foi possível abrir a conversa.', network: NETWORK_MESSAGE }),
            ),
        })
      }
    >
      {!open.isPending && <MessageSquare aria-hidden className="size-4" />}
      Enviar Mensagem<span className="sr-only"> para {name}</span>
    </Button>
  );
}
