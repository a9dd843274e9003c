import { PHONE_CODE_LIMITS } from '@labora/shared/phone-sign-in-rules';
import { useRef, useState } from 'react';
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

/**
 * The code as typed outside a react-hook-form form: its digits, its error (cleared as the person types) and the
 * input, for focus. `field` goes to SmsCodeField as it is; `reset` empties both for a new code.
 */
export function useSmsCodeInput() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const ref = useRef<HTMLInputElement>(null);
  const onDigits = (digits: string) => {
    setCode(digits);
    setError(undefined);
  };
  return {
    code,
    setError,
    ref,
    reset: () => onDigits(''),
    field: { ref, value: code, error, onDigits },
  };
}
