import { SmsVerificationPage } from '@/features/auth/pages/sms-verification-page';
import { TwoFactorStep } from '@/features/two-factor/components/two-factor-step';

/** Phone sign-in with two-factor sign-in's second step (two features, composed here, as on the login route). */
export function SmsVerificationRoute() {
  return <SmsVerificationPage secondStep={(props) => <TwoFactorStep {...props} />} />;
}
