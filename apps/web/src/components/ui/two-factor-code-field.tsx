import { TextField, type TextFieldProps } from './text-field';

/**
 * The code a sensitive move asks for when two-factor sign-in is on (a withdrawal to a new account, an e-mail
 * change, deleting the account): the app's 6 digits or a recovery code. Shown once the server asks for it.
 */
export function TwoFactorCodeField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Código de verificação em duas etapas"
      hint="O código de 6 dígitos do seu aplicativo autenticador, ou um código de recuperação."
      autoComplete="one-time-code"
      autoFocus
      maxLength={20}
      {...props}
    />
  );
}
