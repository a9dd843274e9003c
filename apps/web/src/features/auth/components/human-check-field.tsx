import { lazy, Suspense } from 'react';
import type { HumanCheck } from '../hooks/use-human-check';

// Its texts, the widget, its worker and styles (~35 kB gzip) load only when the server asks for a check,
// so the login and sign-up screens weigh the same as before until then.
const HumanCheckPanel = lazy(() => import('./human-check-panel'));

/**
 * Past a rate limit (or always, for a phone code): a self-hosted proof of work (ALTCHA) the browser solves in
 * about a second. `reason` replaces the default "many tries" explanation.
 */
export function HumanCheckField({ check, reason }: { check: HumanCheck; reason?: string }) {
  if (!check.required) return null;
  return (
    <Suspense fallback={null}>
      <HumanCheckPanel key={check.round} onSolved={check.onSolved} reason={reason} />
    </Suspense>
  );
}
