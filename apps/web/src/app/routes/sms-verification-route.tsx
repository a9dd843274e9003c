import { SmsVerificationPage } from '@/features/auth/pages/sms-verification-page';
import { twoFactorSecondStep } from './two-factor-second-step';

/** Phone sign-in with two-factor sign-in's second step (two features, composed here, as on the login route). */
export function SmsVerificationRoute() {
  return <SmsVerificationPage secondStep={twoFactorSecondStep} />;
}
