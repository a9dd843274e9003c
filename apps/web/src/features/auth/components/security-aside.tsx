import { AUTH_LIMITS } from '@labora/shared/auth-rules';
import { KeyRound, type LucideIcon, MailCheck, ShieldCheck } from 'lucide-react';
import { BrandPanel } from './brand-panel';

export interface SecurityTip {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Never to share a code: every screen that sends one says it. */
export const NEVER_SHARE_TIP: SecurityTip = {
  icon: ShieldCheck,
  title: 'Nunca compartilhe o código',
  text: 'A equipe da Labora nunca pede seu código ou sua senha, nem por telefone, nem por mensagem.',
};

const TIPS: readonly SecurityTip[] = [
  {
    icon: MailCheck,
    title: 'Código só no seu e-mail',
    text: `O código de ${AUTH_LIMITS.otpLength} dígitos vale por ${AUTH_LIMITS.otpTtlMinutes} minutos. Se não chegar, confira a caixa de spam.`,
  },
  NEVER_SHARE_TIP,
  {
    icon: KeyRound,
    title: 'Uma senha só para a Labora',
    text: 'Misture letras maiúsculas e minúsculas, números e símbolos, e não repita senhas de outros sites.',
  },
];

/** The brand panel of the screens that send a code: what it is for, and three tips. */
export function SecurityPanel({ title, text, tips }: { title: string; text: string; tips: readonly SecurityTip[] }) {
  return (
    <BrandPanel eyebrow="Sua conta protegida" title={title} text={text}>
      <ul className="space-y-6">
        {tips.map(({ icon: Icon, title: tipTitle, text: tipText }) => (
          <li key={tipTitle} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-sol-300">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-white">{tipTitle}</span>
              <span className="mt-1 block text-brand-100 text-sm leading-relaxed">{tipText}</span>
            </span>
          </li>
        ))}
      </ul>
    </BrandPanel>
  );
}

/** Brand panel of the password recovery screens. */
export function SecurityAside() {
  return (
    <SecurityPanel
      title="Recupere o acesso em poucos passos."
      text="Enviamos um código para o e-mail da sua conta. Com ele, você cria uma nova senha e volta ao trabalho."
      tips={TIPS}
    />
  );
}
