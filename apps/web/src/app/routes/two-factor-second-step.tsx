import { lazy, Suspense } from 'react';
import type { SecondStep } from '@/features/auth/components/second-step';

// Loaded when a sign-in answers with a ticket: most people have no second step, and the login screen stays light.
const TwoFactorStep = lazy(async () => ({
  default: (await import('@/features/two-factor/components/two-factor-step')).TwoFactorStep,
}));

/** Two-factor sign-in's second step, for every way in (the login and phone sign-in routes). */
export const twoFactorSecondStep: SecondStep = (props) => (
  <Suspense
    fallback={
      <p className="py-6 text-center text-nevoa-600" role="status">
        Carregando…
      </p>
    }
  >
    <TwoFactorStep {...props} />
  </Suspense>
);
