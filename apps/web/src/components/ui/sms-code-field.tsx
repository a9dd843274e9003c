import { PHONE_CODE_LIMITS } from '@labora/shared/phone-sign-in-rules';
import { TextField, type TextFieldProps } from './text-field';

/** The 6-digit code texted to a phone: digits only, as the phone's keyboard and autofill offer them. */
export function SmsCodeField({
  onDigits,
  ...props
}: Omit<TextFieldProps, 'label' | 'onChange'> & { onDigits: (digits: string) => void }) {
  return (
    <TextField
      label="Código de verificação"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={PHONE_CODE_LIMITS.codeLength}
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_LIMITS.codeLength))}
      {...props}
    />
  );
}
