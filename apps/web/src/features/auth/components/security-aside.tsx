import { AUTH_LIMITS } from '@labora/shared/auth-rules';
import { KeyRound, MailCheck, ShieldCheck } from 'lucide-react';
import { BrandPanel } from './brand-panel';

const TIPS = [
  {
    icon: MailCheck,
    title: 'Código só no seu e-mail',
    text: `O código de ${AUTH_LIMITS.otpLength} dígitos vale por ${AUTH_LIMITS.otpTtlMinutes} minutos. Se não chegar, confira a caixa de spam.`,
  },
  {
    icon: ShieldCheck,
    title: 'Nunca compartilhe o código',
    text: 'A equipe da Labora nunca pede seu código ou sua senha, nem por telefone, nem por mensagem.',
  },
  {
    icon: KeyRound,
    title: 'Uma senha só para a Labora',
    text: 'Misture letras maiúsculas e minúsculas, números e símbolos, e não repita senhas de outros sites.',
  },
] as const;

/** Brand panel of the password recovery screens. */
export function SecurityAside() {
  return (
    <BrandPanel
      eyebrow="Sua conta protegida"
      title="Recupere o acesso em poucos passos."
      text="Enviamos um código para o e-mail da sua conta. Com ele, você cria uma nova senha e volta ao trabalho."
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
