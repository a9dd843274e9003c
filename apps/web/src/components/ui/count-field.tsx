import type { TextFieldProps } from './text-field';
import { TextField } from './text-field';

export interface CountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

/**
 * A whole number typed in a box (a goal's target, a course's percent): empty is null, so the form's schema answers
 * with its own message instead of a silent 0.
 */
export function CountField({ value, onChange, ...props }: CountFieldProps) {
  return (
    <TextField
      type="number"
      inputMode="numeric"
      {...props}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value.trim() === '' ? null : Number(e.target.value))}
    />
  );
}
