import { PHONE_CODE_LIMITS } from '@labora/shared/phone-sign-in-rules';
import { BadgeCheck, MessageSquareText, ShieldCheck } from 'lucide-react';
import { BrandPanel } from './brand-panel';

const TIPS = [
  {
    icon: MessageSquareText,
    title: 'Código só no seu celular',
    text: `O código de ${PHONE_CODE_LIMITS.codeLength} dígitos chega por SMS e vale por ${PHONE_CODE_LIMITS.codeTtlMinutes} minutos. Um código novo substitui o anterior.`,
  },
  {
    icon: ShieldCheck,
    title: 'Nunca compartilhe o código',
    text: 'A equipe da Labora nunca pede seu código ou sua senha, nem por telefone, nem por mensagem.',
  },
  {
    icon: BadgeCheck,
    title: 'Celular verificado',
    text: 'Só um celular verificado em Configurações entra na conta. Trocou de número? Altere-o lá com a sua senha.',
  },
] as const;

/** Brand panel of the phone sign-in screen. */
export function PhoneSignInAside() {
  return (
    <BrandPanel
      eyebrow="Sua conta protegida"
      title="Entre sem senha, com o seu celular."
      text="Enviamos um código por SMS para o celular verificado da sua conta. Com ele, você volta ao trabalho em segundos."
    >
      <ul className="space-y-6">
        {TIPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-sol-300">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-white">{title}</span>
              <span className="mt-1 block text-brand-100 text-sm leading-relaxed">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </BrandPanel>
  );
}
