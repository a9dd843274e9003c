import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { TagsInput, type TagsInputProps } from '@/components/ui/tags-input';

type SkillsValues = FieldValues & { skills: string[] };

/**
 * What is typed in the skills box but not added yet. `fold` puts it in with the added skills on submit, so
 * nothing typed is dropped.
 */
export function useSkillDraft() {
  const [draft, setDraft] = useState('');
  const fold = (form: {
    getValues: (name: 'skills') => string[];
    setValue: (name: 'skills', skills: string[]) => void;
  }) => {
    if (draft.trim() === '') return;
    form.setValue('skills', [...form.getValues('skills'), draft]);
    setDraft('');
  };
  return { draft, setDraft, fold };
}

type SkillsFieldProps<T extends SkillsValues, P> = Pick<
  TagsInputProps,
  'label' | 'placeholder' | 'maxTags' | 'maxTagLength' | 'clean' | 'messages'
> & {
  control: Control<T, unknown, P>;
  draft: ReturnType<typeof useSkillDraft>;
};

/** A form's `skills` as tags ('Habilidades adicionadas'), with the schema's limits and cleaner. */
export function SkillsField<T extends SkillsValues, P>({ control, draft, ...tags }: SkillsFieldProps<T, P>) {
  return (
    <Controller
      control={control}
      name={'skills' as Path<T>}
      render={({ field, fieldState }) => (
        <TagsInput
          {...tags}
          listLabel="Habilidades adicionadas"
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          draft={draft.draft}
          onDraftChange={draft.setDraft}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
