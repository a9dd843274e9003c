import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** A Brazilian phone input ('(11) 91234-5678'); takes the form's registration, which applies the mask. */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Telefone"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 91234-5678"
      {...props}
    />
  );
}
