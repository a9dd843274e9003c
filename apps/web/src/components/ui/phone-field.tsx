import { formatPhone } from '@labora/shared/phone';
import { type ChangeEvent, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/**
 * A Brazilian phone input ('(11) 91234-5678', 15 characters at most); takes the form's registration or a value and
 * an onChange, which apply the mask. 'Telefone' unless another label is given.
 */
export function PhoneField({
  label = 'Telefone',
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 91234-5678"
      maxLength={15}
      {...props}
    />
  );
}

/**
 * A phone typed outside a react-hook-form form: the masked value, its error (cleared as the person types) and the
 * input, for focus. `field` goes to PhoneField as it is.
 */
export function usePhoneInput() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const ref = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setPhone(formatPhone(event.target.value));
    setError(undefined);
  };
  return { phone, setError, ref, field: { ref, value: phone, error, onChange } };
}
