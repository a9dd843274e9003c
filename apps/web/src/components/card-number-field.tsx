import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** The card number of a payment: only its last 4 digits are ever kept; the sandbox takes a test card. */
export function CardNumberField({ sandbox, ...props }: Omit<TextFieldProps, 'label'> & { sandbox: boolean }) {
  return (
    <TextField
      label="Número do cartão"
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="0000 0000 0000 0000"
      hint={
        sandbox
          ? 'Modo de teste: use um cartão de teste, por exemplo 4111 1111 1111 1111. Guardamos só os 4 últimos dígitos.'
          : 'Guardamos só os 4 últimos dígitos.'
      }
      {...props}
    />
  );
}
