import { LoginPage } from '@/features/auth/pages/login-page';
import { TwoFactorStep } from '@/features/two-factor/components/two-factor-step';

/** The login page with two-factor sign-in's second step (two features, composed here). */
export function LoginRoute() {
  return <LoginPage secondStep={(props) => <TwoFactorStep {...props} />} />;
}
