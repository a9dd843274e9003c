import { TextField } from '@/components/ui/text-field';

/** The account e-mail input of the auth screens (login, code request, reset). */
export function EmailField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <TextField
      label="E-mail"
      type="email"
      name="email"
      inputMode="email"
      autoComplete="email"
      placeholder="voce@exemplo.com.br"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
