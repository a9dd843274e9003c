import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** The account e-mail input of the auth screens (login, code request, reset); takes the form's registration. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="E-mail"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="voce@exemplo.com.br"
      {...props}
    />
  );
}
