import type { ComponentProps } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  useWatch,
} from 'react-hook-form';
import { AttachmentsInput } from '@/components/attachments-input';
import { TextareaField } from '@/components/ui/textarea-field';
import { countHint } from '../lib/count-hint';

interface CountedTextareaFieldProps<T extends FieldValues, TOutput, TName extends FieldPath<T>>
  extends Omit<ComponentProps<typeof TextareaField>, 'hint' | 'maxLength' | keyof UseFormRegisterReturn> {
  control: Control<T, unknown, TOutput>;
  /** The field as `register` gives it. */
  field: UseFormRegisterReturn<TName>;
  min: number;
  max: number;
}

/** A long text of a case with its counter: '12 de 5.000 caracteres (mínimo 30)'. */
export function CountedTextareaField<T extends FieldValues, TOutput, TName extends FieldPath<T>>({
  control,
  field,
  min,
  max,
  ...props
}: CountedTextareaFieldProps<T, TOutput, TName>) {
  const text: unknown = useWatch({ control, name: field.name });
  const length = typeof text === 'string' ? text.length : 0;
  return <TextareaField {...props} maxLength={max} hint={countHint(length, min, max)} {...field} />;
}

interface CaseFilesFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
  /** Called after each change of the files (e.g. to clear the form's alert). */
  onChange: () => void;
}

/** The files of a case's statement or evidence, under the attachments' limits. */
export function CaseFilesField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  onChange,
}: CaseFilesFieldProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <AttachmentsInput
          label={label}
          ref={field.ref}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={(next) => {
            field.onChange(next);
            onChange();
          }}
        />
      )}
    />
  );
}
