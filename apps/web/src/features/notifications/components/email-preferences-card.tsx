import { EMAIL_PREFERENCE_KEYS, type TEmailPreferenceKey } from '@labora/shared/notification-rules';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { SectionLoadError } from '@/components/ui/load-states';
import { SettingsCard, showChoiceNotSaved } from '@/components/ui/settings-card';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences';

const SWITCHES: Record<TEmailPreferenceKey, { label: string; hint: string }> = {
  proposalAccepted: { label: 'Proposta aceita', hint: 'Quando um cliente aceita a sua proposta.' },
  paymentReceived: { label: 'Pagamento recebido', hint: 'Quando um pagamento chega à sua carteira.' },
  withdrawalSettled: { label: 'Saque concluído', hint: 'Quando um saque é pago na sua conta.' },
  unreadMessages: {
    label: 'Mensagens não lidas',
    hint: 'Quando uma mensagem fica 15 minutos sem ser lida (um e-mail por conversa, não um por mensagem).',
  },
};

/** Configurações' 'E-mails': which important events also come by e-mail (all on until switched off). */
export function EmailPreferencesCard() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const flip = (key: TEmailPreferenceKey, on: boolean) =>
    update.mutate(
      { [key]: on },
      {
        onSuccess: () => toast.success(on ? 'E-mail ativado.' : 'E-mail desativado.'),
        onError: showChoiceNotSaved,
      },
    );
  return (
    <SettingsCard
      icon={Mail}
      title="E-mails"
      description="Além do sino, a Labora pode avisar por e-mail o que é importante. As novidades de cada vez chegam juntas em um só e-mail."
    >
      {preferences.isError ? (
        <SectionLoadError
          title="Não foi possível carregar as suas escolhas de e-mail."
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isRefetching}
        />
      ) : (
        <ul className="divide-y divide-nevoa-100" aria-busy={preferences.isPending}>
          {EMAIL_PREFERENCE_KEYS.map((key) => (
            <li key={key} className="py-3.5 first:pt-0 last:pb-0">
              <EmailSwitch
                label={SWITCHES[key].label}
                hint={SWITCHES[key].hint}
                checked={preferences.data?.[key] ?? true}
                disabled={preferences.isPending || update.isPending}
                onChange={(on) => flip(key, on)}
              />
            </li>
          ))}
        </ul>
      )}
      {/* Not a switch: these mails guard money that moves by itself when a date passes (REQUIRED_MAIL_KINDS). */}
      <p className="mt-4 border-nevoa-100 border-t pt-3.5 text-pretty text-nevoa-600 text-sm">
        Os avisos de entrega recebida, o lembrete antes da liberação automática do pagamento e os avisos de cada etapa
        de uma disputa chegam sempre, na hora: eles protegem o seu dinheiro e não podem ser desligados.
      </p>
    </SettingsCard>
  );
}

function EmailSwitch(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-nevoa-950 text-sm">
          {props.label}
        </p>
        <p id={hintId} className="mt-0.5 text-pretty text-nevoa-600 text-sm">
          {props.hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={props.disabled}
        onClick={() => props.onChange(!props.checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
          props.checked ? 'bg-brand-600' : 'bg-nevoa-300',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            props.checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
