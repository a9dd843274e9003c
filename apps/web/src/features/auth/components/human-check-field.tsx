import { lazy, Suspense } from 'react';
import type { HumanCheck } from '../hooks/use-human-check';

// The widget, its worker and styles (~35 kB gzip) load only when the server asks for a check.
const ProofOfWorkWidget = lazy(() => import('./proof-of-work-widget'));

/** Shown past a rate limit: a self-hosted proof of work (ALTCHA) solved in the browser in about a second. */
export function HumanCheckField({ check }: { check: HumanCheck }) {
  if (!check.required) return null;
  return (
    <section aria-labelledby="human-check-title" aria-live="polite" className="rounded-xl bg-nevoa-50 p-4">
      <h2 id="human-check-title" className="font-semibold text-nevoa-900 text-sm">
        Verificação de segurança
      </h2>
      <p className="mt-1 mb-3 text-nevoa-700 text-sm">
        Houve muitas tentativas. Seu dispositivo faz uma verificação rápida e automática; quando ela terminar, continue.
      </p>
      <Suspense fallback={<p className="text-nevoa-600 text-sm">Carregando a verificação…</p>}>
        <ProofOfWorkWidget key={check.round} onSolved={check.onSolved} />
      </Suspense>
    </section>
  );
}
