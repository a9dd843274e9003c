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
