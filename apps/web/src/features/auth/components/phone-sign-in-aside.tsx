import { PHONE_CODE_LIMITS } from '@labora/shared/phone-sign-in-rules';
import { BadgeCheck, MessageSquareText } from 'lucide-react';
import { NEVER_SHARE_TIP, SecurityPanel, type SecurityTip } from './security-aside';

const TIPS: readonly SecurityTip[] = [
  {
    icon: MessageSquareText,
    title: 'Código só no seu celular',
    text: `O código de ${PHONE_CODE_LIMITS.codeLength} dígitos chega por SMS e vale por ${PHONE_CODE_LIMITS.codeTtlMinutes} minutos. Um código novo substitui o anterior.`,
  },
  NEVER_SHARE_TIP,
  {
    icon: BadgeCheck,
    title: 'Celular verificado',
    text: 'Só um celular verificado em Configurações entra na conta. Trocou de número? Altere-o lá com a sua senha.',
  },
];

/** Brand panel of the phone sign-in screen. */
export function PhoneSignInAside() {
  return (
    <SecurityPanel
      title="Entre sem senha, com o seu celular."
      text="Enviamos um código por SMS para o celular verificado da sua conta. Com ele, você volta ao trabalho em segundos."
      tips={TIPS}
    />
  );
}
