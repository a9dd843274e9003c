// The ALTCHA widget, bundled and served by Labora: the external build (no inline worker, so the CSP needs no
// blob:), its PBKDF2 worker as a file of ours, and the pt-BR texts. Only HumanCheckField imports this, lazily.
import 'altcha/external';
import 'altcha/i18n/pt-br';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { type CSSProperties, useEffect, useRef } from 'react';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

const THEME = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '0.75rem',
  '--altcha-color-primary': 'var(--color-brand-600)',
  '--altcha-color-success': 'var(--color-brand-600)',
} as CSSProperties;

interface StateChange {
  state: string;
  payload: string | null;
}

/** Explains the check and runs it; the widget starts on its own and reports its solution (null until solved). */
export default function HumanCheckPanel({
  onSolved,
  reason = 'Houve muitas tentativas. Seu dispositivo faz uma verificação rápida e automática; quando ela terminar, continue.',
}: {
  onSolved: (payload: string | null) => void;
  reason?: string;
}) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onSolved(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [onSolved]);

  return (
    <section aria-labelledby="human-check-title" className="rounded-xl bg-nevoa-50 p-4">
      <h2 id="human-check-title" className="font-semibold text-nevoa-900 text-sm">
        Verificação de segurança
      </h2>
      <p className="mt-1 mb-3 text-nevoa-700 text-sm">{reason}</p>
      <altcha-widget
        ref={ref}
        challenge="/api/auth/challenge"
        auto="onload"
        language="pt-br"
        configuration={JSON.stringify({ hideFooter: true })}
        style={THEME}
      />
    </section>
  );
}
