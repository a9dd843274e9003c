import { LoginPage } from '@/features/auth/pages/login-page';
import { twoFactorSecondStep } from './two-factor-second-step';

/** The login page with two-factor sign-in's second step (two features, composed here). */
export function LoginRoute() {
  return <LoginPage secondStep={twoFactorSecondStep} />;
}
